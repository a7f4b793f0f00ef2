import Testing
@testable import Limner

/// `ContainerRelativeShape` and `containerShape(_:)`: the container's shape inset to the
/// frame it is drawn in, checked against the shape drawn directly.
@Suite struct ContainerRelativeShapeTests {
    @Test func withoutAContainerItIsARectangle() throws {
        try expectSamePixels(ContainerRelativeShape().fill(.red).frame(width: 40, height: 30),
                       Rectangle().fill(.red).frame(width: 40, height: 30))
    }

    @Test func paddedContentGetsConcentricCorners() throws {
        // A 30 pt corner, content 10 pt inside: a 20 pt corner.
        try expectSamePixels(
            ContainerRelativeShape().fill(.orange).padding(10).frame(width: 120, height: 100)
                .containerShape(RoundedRectangle(cornerRadius: 30)),
            RoundedRectangle(cornerRadius: 20).fill(.orange).padding(10).frame(width: 120, height: 100))
    }

    @Test func theSmallestDistanceToTheContainerCounts() throws {
        // 4 pt from the top, 10 from the other sides: inset by 4, so a 26 pt corner.
        try expectSamePixels(
            ContainerRelativeShape().fill(.blue).padding(.top, 4).padding([.leading, .trailing, .bottom], 10)
                .frame(width: 120, height: 100).containerShape(RoundedRectangle(cornerRadius: 30)),
            RoundedRectangle(cornerRadius: 26).fill(.blue).padding(.top, 4).padding([.leading, .trailing, .bottom], 10)
                .frame(width: 120, height: 100))
    }

    @Test func aCornerSmallerThanTheInsetBecomesSquare() throws {
        try expectSamePixels(
            ContainerRelativeShape().fill(.green).padding(12).frame(width: 80, height: 80)
                .containerShape(RoundedRectangle(cornerRadius: 8)),
            Rectangle().fill(.green).padding(12).frame(width: 80, height: 80))
    }

    @Test func aCapsuleContainerGivesCapsules() throws {
        try expectSamePixels(
            ContainerRelativeShape().fill(.pink).padding(8).frame(width: 160, height: 60).containerShape(Capsule()),
            Capsule().fill(.pink).padding(8).frame(width: 160, height: 60))
    }

    @Test func clipsAndBackgroundsSeeTheContainer() throws {
        try expectSamePixels(
            Color.purple.clipShape(ContainerRelativeShape()).padding(6).frame(width: 90, height: 90)
                .containerShape(RoundedRectangle(cornerRadius: 24)),
            Color.purple.clipShape(RoundedRectangle(cornerRadius: 18)).padding(6).frame(width: 90, height: 90))
        try expectSamePixels(
            Text("Hi").frame(width: 60, height: 40).background(.yellow, in: ContainerRelativeShape())
                .padding(5).containerShape(RoundedRectangle(cornerRadius: 15)),
            Text("Hi").frame(width: 60, height: 40).background(.yellow, in: RoundedRectangle(cornerRadius: 10))
                .padding(5))
    }

    @Test func theNearestContainerWins() throws {
        try expectSamePixels(
            ContainerRelativeShape().fill(.red).padding(5).containerShape(RoundedRectangle(cornerRadius: 12))
                .padding(10).frame(width: 100, height: 100).containerShape(Circle()),
            RoundedRectangle(cornerRadius: 7).fill(.red).padding(5).padding(10).frame(width: 100, height: 100))
    }

    @Test func insetAndStrokeBorderFollowTheContainer() throws {
        try expectSamePixels(
            ContainerRelativeShape().strokeBorder(.red, lineWidth: 4).padding(10).frame(width: 100, height: 80)
                .containerShape(RoundedRectangle(cornerRadius: 30)),
            RoundedRectangle(cornerRadius: 20).strokeBorder(.red, lineWidth: 4).padding(10).frame(width: 100, height: 80))
    }

    @Test func aFrameReachingPastTheContainerTakesItsShapeUninset() throws {
        // The content is larger than the container: no negative inset, the 20 pt corner as is.
        try expectSamePixels(
            ContainerRelativeShape().fill(.teal).frame(width: 60, height: 60).frame(width: 40, height: 40)
                .containerShape(RoundedRectangle(cornerRadius: 20)),
            RoundedRectangle(cornerRadius: 20).fill(.teal).frame(width: 60, height: 60).frame(width: 40, height: 40))
    }

    @Test func badGeometryIsDefined() throws {
        let p = try render(ContainerRelativeShape().fill(.red).frame(width: .nan, height: 0)
            .containerShape(RoundedRectangle(cornerRadius: .infinity)).frame(width: 30, height: 30))
        #expect(p.width == 30)
        let q = try render(ContainerRelativeShape().inset(by: .nan).fill(.red).frame(width: 20, height: 20)
            .containerShape(RoundedRectangle(cornerRadius: .nan)))
        #expect(q.width == 20)
        let huge = try render(ContainerRelativeShape().inset(by: 1e300).fill(.red).frame(width: 20, height: 20)
            .containerShape(Capsule()))
        expectClear(huge, 10, 10)
    }
}
