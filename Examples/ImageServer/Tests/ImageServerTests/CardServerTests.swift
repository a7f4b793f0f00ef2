import Foundation
import Hummingbird
import HummingbirdTesting
import Limner
import Testing
import ShareCards

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
                // The card's own background reaches every edge: its last row is the
                // gradient, as bright as the row above it (no dark strip).
                for x in stride(from: 0, to: 1200, by: 100) {
                    let last = pixmap.pixel(x: x, y: 629), above = pixmap.pixel(x: x, y: 620)
                    #expect(last.r > 200 && abs(Int(last.r) - Int(above.r)) < 6, "x = \(x): \(last) under \(above)")
                }
            }
        }
    }

    /// The PNG is lossless at the server's fast setting: it decodes to exactly the pixels the
    /// card renders (written from the pixmap's storage, without alpha), and compresses well.
    @Test func pngResponseHoldsTheRenderedPixelsExactly() async throws {
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/card.png?title=Exact&subtitle=Pixels&theme=ocean&badge=true",
                                                    method: .get)
            #expect(response.status == .ok)
            let decoded = try PNGDecoder().decode(Data(buffer: response.body))
            let card = try CardRequest(format: .png, query: ["title": "Exact", "subtitle": "Pixels", "theme": "ocean",
                                                             "badge": "true"])
            #expect(decoded == (try CardRenderer.renderer(for: card).renderedPixmap()))
            #expect(response.body.readableBytes < 1200 * 630 * 3 / 8)
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

/// JPEG and WebP cards, emoji, a registered font and avatars from files.
@Suite struct CardFormatTests {
    static let images: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-server-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A real JPEG avatar, a truncated one, and a WebP header that claims 16 384² pixels.
        var photo = try! Pixmap(width: 64, height: 64)
        photo.fill(RGBAColor(red: 0.1, green: 0.7, blue: 0.3))
        let jpeg = try! photo.jpegData(quality: 0.9)
        try! jpeg.write(to: folder.appendingPathComponent("alice.jpg"))
        try! jpeg.prefix(jpeg.count / 3).write(to: folder.appendingPathComponent("cut.jpg"))
        var bomb = Data("RIFF".utf8) + Data([30, 0, 0, 0]) + Data("WEBPVP8X".utf8) + Data([10, 0, 0, 0, 0, 0, 0, 0])
        bomb += Data([0xFF, 0x3F, 0x00, 0xFF, 0x3F, 0x00])
        try! bomb.write(to: folder.appendingPathComponent("bomb.webp"))
        return folder
    }()

    let app = Application(router: CardServer.router(queue: RenderQueue(workerCount: 2, capacity: 8), images: CardFormatTests.images))

    func card(_ uri: String) async throws -> (HTTPResponse.Status, HTTPFields, Data) {
        try await app.test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            return (response.status, response.headers, Data(buffer: response.body))
        }
    }

    @Test(arguments: [("jpg", "image/jpeg"), ("webp", "image/webp")])
    func lossyFormatsMatchThePNGWithinTolerance(format: String, type: String) async throws {
        let query = "title=Formats&subtitle=Same%20card&theme=ocean&w=600&h=315"
        let (status, headers, body) = try await card("/card.\(format)?\(query)")
        #expect(status == .ok)
        #expect(headers[.contentType] == type)
        let lossy = try Pixmap(imageData: body)
        let exact = try Pixmap(imageData: try await card("/card.png?\(query)").2)
        #expect(lossy.width == 600 && lossy.height == 315)
        var total = 0.0, worst = 0
        for y in stride(from: 0, to: 315, by: 3) {
            for x in stride(from: 0, to: 600, by: 3) {
                let a = lossy.pixel(x: x, y: y), b = exact.pixel(x: x, y: y)
                let d = [abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))].max()!
                total += Double(d)
                worst = max(worst, d)
            }
        }
        // Lossy codecs: small on average (gradients, flat fills), larger only at text edges.
        #expect(total / Double(105 * 200) < 3)
        #expect(worst < 160)
    }

    @Test func emojiInATitleAreDrawnInColour() async throws {
        let plain = try Pixmap(imageData: try await card("/card.png?title=Launch&theme=plain&w=800&h=300").2)
        let rocket = try Pixmap(imageData: try await card("/card.png?title=Launch%20%F0%9F%9A%80&theme=plain&w=800&h=300").2)
        func saturated(_ p: Pixmap) -> Int {
            var n = 0
            for y in 0..<p.height { for x in 0..<p.width {
                let c = p.pixel(x: x, y: y)
                if Int(max(c.r, c.g, c.b)) - Int(min(c.r, c.g, c.b)) > 80 { n += 1 }
            } }
            return n
        }
        // The plain card's only colour is its accent bar; the rocket adds a few hundred pixels.
        #expect(saturated(rocket) > saturated(plain) + 300)
    }

    @Test func aRegisteredBrandFontSetsTheTitle() async throws {
        let serif = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf")
        try #require(FileManager.default.fileExists(atPath: serif.path), "fonts-dejavu-core is installed by scripts/bootstrap")
        let family = try CardServer.registerBrandFont(at: serif)
        #expect(family == "DejaVu Serif")
        let system = try await card("/card.png?title=Brand&theme=plain&w=600&h=315").2
        let brand = try await card("/card.png?title=Brand&theme=plain&w=600&h=315&font=brand").2
        #expect(system != brand)
    }

    @Test func avatarsComeFromTheImageFolder() async throws {
        let (status, _, body) = try await card("/card.png?title=Avatar&theme=plain&avatar=alice")
        #expect(status == .ok)
        let pixmap = try Pixmap(imageData: body)
        let centre = pixmap.pixel(x: 1200 - 64 - 60, y: 64 + 60)
        #expect(centre.g > 150 && centre.r < 60)
    }

    @Test(arguments: [("cut", "cannot be drawn"), ("bomb", "cannot be drawn"), ("nobody", "no avatar named 'nobody'"),
                      ("../etc", "avatar must be")])
    func badAvatarsAre400(name: String, message: String) async throws {
        let (status, _, body) = try await card("/card.png?title=A&avatar=\(name)")
        #expect(status == .badRequest)
        #expect(String(decoding: body, as: UTF8.self).contains(message))
    }
}

/// The bounded render queue: full means 503 at once, a long wait means 503 when its turn comes.
@Suite struct RenderQueueTests {
    @Test func aFullQueueRefusesAtOnce() async throws {
        let queue = RenderQueue(workerCount: 1, capacity: 1, maximumWait: .seconds(30))
        let gate = Gate()
        async let blocker: Int = queue.run { gate.wait(); return 1 }
        try await until { queue.load.running == 1 }
        async let waiting: Int = queue.run { 2 }
        try await until { queue.load.waiting == 1 }
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
        try await until { queue.load.running == 1 }
        let late = Task { try await queue.run { 2 } }
        try await until { queue.load.waiting == 1 }
        try await Task.sleep(for: .milliseconds(300))
        gate.open()
        #expect(try await blocker == 1)
        await #expect(throws: RenderQueueError.timedOut) { try await late.value }
        queue.stop()
    }
}

/// Polls `condition` every 10 ms, up to 10 s (the queue's state changes on other threads).
func until(_ condition: () -> Bool) async throws {
    for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    #expect(condition())
}

/// A one-shot gate a render thread waits on.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    func wait() { condition.lock(); while !isOpen { condition.wait() }; condition.unlock() }
    func open() { condition.lock(); isOpen = true; condition.broadcast(); condition.unlock() }
}

/// Decoded avatars are kept while their file is unchanged, within the byte budget.
@Suite struct DecodedImageCacheTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-cache-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func photo(_ red: Double, size: Int = 32) throws -> Data {
        var pixmap = try Pixmap(width: size, height: size)
        pixmap.fill(RGBAColor(red: Float(red), green: 0.5, blue: 0.2))
        return try pixmap.pngData()
    }

    @Test func anUnchangedFileIsDecodedOnceAndAChangedOneAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.png")
        try Self.photo(1).write(to: url)
        let cache = DecodedImageCache(byteLimit: 1 << 20)
        var decodes = 0
        func load() throws -> Pixmap {
            try cache.pixmap(contentsOf: url) { decodes += 1; return try Pixmap(contentsOfImageFile: $0) }
        }
        let first = try load(), second = try load()
        #expect(first == second && decodes == 1)
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 1 && cache.statistics.entries == 1)
        // A replaced file (another size, another time) is decoded again and replaces the entry.
        try Self.photo(0, size: 40).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
        let third = try load()
        #expect(decodes == 2 && third.width == 40 && third.pixel(x: 0, y: 0).r == 0)
        #expect(cache.statistics.entries == 1 && cache.statistics.bytes == 40 * 40 * 4)
        // A missing file is the file system's error; a bad one the decoder's, and not kept.
        #expect(throws: (any Error).self) { try cache.pixmap(contentsOf: folder.appendingPathComponent("none.png")) { try Pixmap(contentsOfImageFile: $0) } }
        try Data("not an image".utf8).write(to: folder.appendingPathComponent("bad.png"))
        #expect(throws: (any Error).self) { try cache.pixmap(contentsOf: folder.appendingPathComponent("bad.png")) { try Pixmap(contentsOfImageFile: $0) } }
        #expect(cache.statistics.entries == 1)
    }

    @Test func theLeastRecentlyUsedGoWhenTheBudgetIsFull() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Three 32×32 images (4 KiB each) in a budget of two; one of 64×64 (16 KiB) is never kept.
        let urls = try (0..<3).map { i -> URL in
            let url = folder.appendingPathComponent("\(i).png")
            try Self.photo(Double(i) / 3).write(to: url)
            return url
        }
        let big = folder.appendingPathComponent("big.png")
        try Self.photo(0.5, size: 64).write(to: big)
        let cache = DecodedImageCache(byteLimit: 2 * 32 * 32 * 4)
        func load(_ url: URL) throws { _ = try cache.pixmap(contentsOf: url) { try Pixmap(contentsOfImageFile: $0) } }
        try load(urls[0]); try load(urls[1]); try load(urls[0])  // 1 is now the least recently used
        try load(urls[2])
        #expect(cache.statistics.entries == 2 && cache.statistics.bytes == 2 * 32 * 32 * 4)
        let misses = cache.statistics.misses
        try load(urls[0]); try load(urls[2])
        #expect(cache.statistics.misses == misses)  // both still there
        try load(urls[1])
        #expect(cache.statistics.misses == misses + 1)  // 1 was dropped
        try load(big)
        #expect(cache.statistics.bytes <= 2 * 32 * 32 * 4 && cache.statistics.entries == 2)
    }

    @Test func theServerDecodesAnAvatarOnce() async throws {
        DecodedImageCache.shared.removeAll()
        let app = Application(router: CardServer.router(queue: RenderQueue(workerCount: 2, capacity: 8), images: CardFormatTests.images))
        let before = DecodedImageCache.shared.statistics
        for title in ["One", "Two", "Three"] {
            let status = try await app.test(.router) { client in
                try await client.execute(uri: "/card.png?title=\(title)&theme=plain&avatar=alice&w=600&h=315", method: .get).status
            }
            #expect(status == .ok)
        }
        let after = DecodedImageCache.shared.statistics
        // Other suites may run at once and use the cache too: at least two of these were hits.
        #expect(after.hits - before.hits >= 2)
    }
}
