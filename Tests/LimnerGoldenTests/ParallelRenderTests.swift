import LimnerGoldenScenes
import LimnerSceneFormat
import Testing

/// Rendering on two threads must give the same bytes as one thread, for every scene.
@Suite struct ParallelRenderTests {
    @Test(arguments: GoldenScenes.names)
    func twoThreadsEqualOneThread(_ name: String) throws {
        let scene = try GoldenScenes.catalog.load(named: name)
        let one = try scene.render(threadCount: 1)
        let two = try scene.render(threadCount: 2)
        #expect(one.premultipliedRGBA() == two.premultipliedRGBA(), "\(name): 2-thread render differs from 1-thread")
    }
}
