import Foundation
import Hummingbird
import HummingbirdTesting
import Limner
import Testing
@testable import ShareCards

/// The server's routes through Hummingbird's in-process test client: statuses, headers, and
/// the rendered card's pixels.
@Suite struct CardServerTests {
    let app = Application(router: CardServer.router(queue: RenderQueue(workerCount: 2, capacity: 8)))

    @Test func cardIsAPNGOfTheRequestedSizeWithCacheHeaders() async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: "/card.png?title=Hello%20Linux&subtitle=Cards&theme=dawn", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.headers[.cacheControl] == "public, max-age=86400, immutable")
                let tag = try #require(response.headers[.eTag])
                #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))
                let pixmap = try PNGDecoder().decode(Data(buffer: response.body))
                #expect(pixmap.width == 1200 && pixmap.height == 630)
                // Dawn's gradient: warm orange at the top left, pink at the bottom right.
                let topLeft = pixmap.pixel(x: 4, y: 4), bottomRight = pixmap.pixel(x: 1195, y: 625)
                #expect(topLeft.r > 230 && topLeft.b < 115)
                #expect(bottomRight.b > topLeft.b)
            }
        }
    }

    @Test func sameRequestSameBytesAndTagAndIfNoneMatchIs304() async throws {
        try await app.test(.router) { client in
            let uri = "/card.png?title=Same&theme=night&w=400&h=210"
            let first = try await client.execute(uri: uri, method: .get)
            let second = try await client.execute(uri: uri, method: .get)
            #expect(first.body == second.body)
            let tag = try #require(first.headers[.eTag])
            #expect(second.headers[.eTag] == tag)
            let cached = try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: tag])
            #expect(cached.status == .notModified)
            #expect(cached.body.readableBytes == 0)
            let other = try await client.execute(uri: "/card.png?title=Other&theme=night&w=400&h=210", method: .get)
            #expect(other.headers[.eTag] != tag)
        }
    }

    @Test(arguments: [
        ("/card.png", "give a title"),
        ("/card.png?title=" + String(repeating: "x", count: 201), "title is longer than 200 characters"),
        ("/card.png?title=a&theme=neon", "unknown theme 'neon'"),
        ("/card.png?title=a&w=nan", "w must be a finite number"),
        ("/card.png?title=a&w=0&h=0", "w must be in 100…2400"),
        ("/card.png?title=a&w=100000&h=100000", "w must be in 100…2400"),
        ("/card.png?title=a&w=2400&h=2400&scale=2", "pixels"),
        ("/card.png?title=a&scale=inf", "scale must be a finite number"),
        ("/card.png?title=a&colour=red", "unknown parameter 'colour'"),
        ("/card.png?title=a&badge=maybe", "badge must be true or false"),
    ])
    func badParametersAre400WithAMessage(uri: String, message: String) async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains(message))
            }
        }
    }

    @Test func aMegabyteTitleIsRefusedWithoutRendering() async throws {
        let title = String(repeating: "🚀", count: 250_000)
        #expect(throws: CardRequestError("title is longer than 200 characters")) {
            try CardRequest(format: .png, query: ["title": title])
        }
    }

    @Test func unknownRouteIs404() async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: "/card.gif?title=a", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func badgeDrawsTheAvatarInTheCorner() async throws {
        try await app.test(.router) { client in
            try await client.execute(uri: "/card.png?title=Badge&theme=plain&badge=true", method: .get) { response in
                #expect(response.status == .ok)
                let pixmap = try PNGDecoder().decode(Data(buffer: response.body))
                // The avatar's centre (top right, inside the padding) is coloured; the plain card is white.
                let avatar = pixmap.pixel(x: 1200 - 64 - 60, y: 64 + 60)
                #expect(avatar.r > 128 && avatar.g < 180)
                #expect(pixmap.pixel(x: 600, y: 600).g > 242)
            }
        }
    }
}

/// The bounded render queue: full means 503 at once, a long wait means 503 when its turn comes.
@Suite struct RenderQueueTests {
    @Test func aFullQueueRefusesAtOnce() async throws {
        let queue = RenderQueue(workerCount: 1, capacity: 1, maximumWait: .seconds(30))
        let gate = Gate()
        async let blocker: Int = queue.run { gate.wait(); return 1 }
        try await Task.sleep(for: .milliseconds(200))
        async let waiting: Int = queue.run { 2 }
        try await Task.sleep(for: .milliseconds(200))
        await #expect(throws: RenderQueueError.full) { try await queue.run { 3 } }
        gate.open()
        #expect(try await blocker == 1)
        #expect(try await waiting == 2)
        queue.stop()
    }

    @Test func aJobThatWaitedTooLongIsDropped() async throws {
        let queue = RenderQueue(workerCount: 1, capacity: 4, maximumWait: .milliseconds(100))
        let gate = Gate()
        async let blocker: Int = queue.run { gate.wait(); return 1 }
        try await Task.sleep(for: .milliseconds(100))
        async let late: Int = queue.run { 2 }
        try await Task.sleep(for: .milliseconds(300))
        gate.open()
        #expect(try await blocker == 1)
        await #expect(throws: RenderQueueError.timedOut) { try await late }
        queue.stop()
    }
}

/// A one-shot gate a render thread waits on.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    func wait() { condition.lock(); while !isOpen { condition.wait() }; condition.unlock() }
    func open() { condition.lock(); isOpen = true; condition.broadcast(); condition.unlock() }
}
