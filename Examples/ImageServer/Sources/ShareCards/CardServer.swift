import Foundation
import Hummingbird
import Limner

/// The card server's routes:
///
/// - `GET /card.png`, `/card.jpg`, `/card.webp` `?title=…&subtitle=…&theme=…[&w=&h=&scale=&badge=]`:
///   the card, `Cache-Control: public, max-age=86400, immutable`, a strong `ETag`
///   (`If-None-Match` answers 304 without rendering); 400 with a message for a bad
///   parameter; 503 with `Retry-After: 1` when the render queue is full or a render waited
///   too long.
/// - `GET /health`: `ok` and the queue's load.
public enum CardServer {
    /// Part of every entity tag: a new version of the server (or of Limner) may draw
    /// differently, so its tags must differ.
    public static let version = "image-server-1"

    /// The family of the brand font (`font=brand`), once `registerBrandFont(at:)` succeeded.
    nonisolated(unsafe) public private(set) static var brandFamily: String?
    private static let registration = NSLock()

    /// Registers the font file a card's `font=brand` uses (Core Text's way: after this,
    /// `Font.custom(family, size:)` finds it). Call it before serving.
    @discardableResult
    public static func registerBrandFont(at url: URL) throws -> String {
        registration.lock()
        defer { registration.unlock() }
        if let brandFamily { return brandFamily }
        let families = try FontLibrary.shared.register(contentsOf: url)
        guard let family = families.first else { throw CardRequestError("\(url.path) holds no font") }
        brandFamily = family
        return family
    }

    /// The router, for `Application(router:)` and for tests. `images` is the folder `avatar=`
    /// names are looked up in.
    public static func router(queue: RenderQueue, images: URL? = nil) -> Router<BasicRequestContext> {
        let router = Router()
        for format in CardRequest.Format.allCases {
            router.get("card.\(format.rawValue)") { request, _ -> Response in
                try await card(format: format, request: request, queue: queue, images: images)
            }
        }
        router.get("health") { _, _ -> String in
            let load = queue.load
            return "ok waiting=\(load.waiting) running=\(load.running)\n"
        }
        return router
    }

    static func card(format: CardRequest.Format, request: Request, queue: RenderQueue, images: URL?) async throws -> Response {
        var query: [String: String] = [:]
        for (key, value) in request.uri.queryParameters {
            // The first of a repeated parameter counts; keys and values are bounded by the
            // HTTP server's own header-size limit, and the checks below bound them further.
            if query[String(key)] == nil { query[String(key)] = String(value) }
        }
        let card: CardRequest
        do {
            card = try CardRequest(format: format, query: query)
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
        var headers: HTTPFields = [
            .eTag: card.entityTag,
            .cacheControl: "public, max-age=86400, immutable",
        ]
        if let match = request.headers[.ifNoneMatch],
           match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == card.entityTag }) {
            return Response(status: .notModified, headers: headers)
        }
        let bytes: Data
        do {
            bytes = try await queue.run { try CardRenderer.render(card, images: images) }
        } catch let error as RenderQueueError {
            let reason = error == .full ? "the render queue is full" : "the render waited too long"
            throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "1"], message: reason)
        }
        headers[.contentType] = format.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// Renders a card request to image bytes.
public enum CardRenderer {
    /// The sample badge: a generated avatar (a gradient disc), drawn once.
    static let badgeImage: Image = {
        let renderer = ImageRenderer(content: Circle()
            .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: 120, height: 120))
        renderer.scale = 2
        if let pixmap = renderer.pixmap { return Image(pixmap: pixmap, scale: 2) }
        return Image(systemName: "person.crop.circle.fill")
    }()

    /// The most pixels an avatar file may decode to (a 2000×2000 photo): checked from the
    /// file's header before any pixel is allocated, so a forged size costs nothing.
    public static let maximumAvatarPixels = 4_000_000

    /// The avatar `name` from `folder` (`.jpg`, `.webp` or `.png`), decoded once and then
    /// kept while the file is unchanged (`DecodedImageCache.shared`); a 400 naming the problem
    /// when it is missing, not an image, truncated or too large.
    static func avatar(_ name: String, in folder: URL?) throws -> Image {
        guard let folder else { throw HTTPError(.badRequest, message: "this server has no image folder") }
        for ext in ["jpg", "webp", "png"] {
            let url = folder.appendingPathComponent(name).appendingPathExtension(ext)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                return Image(pixmap: try DecodedImageCache.shared.pixmap(contentsOf: url) {
                    try Pixmap(contentsOfImageFile: $0, maximumPixelCount: maximumAvatarPixels)
                })
            } catch {
                throw HTTPError(.badRequest, message: "avatar '\(name)' cannot be drawn: \(error)")
            }
        }
        throw HTTPError(.badRequest, message: "no avatar named '\(name)'")
    }

    /// The renderer of a card request: the card view at the request's size and scale, opaque.
    /// A fresh renderer per request (the server renders on several threads at once).
    public static func renderer(for card: CardRequest, images: URL? = nil) throws -> ImageRenderer<some View> {
        let badge = try card.avatar.map { try avatar($0, in: images) } ?? (card.badge ? badgeImage : nil)
        let view = ShareCard(title: card.title, subtitle: card.subtitle, theme: card.theme,
                             badge: badge,
                             titleFamily: card.brandFont ? CardServer.brandFamily : nil)
            .frame(width: card.width, height: card.height)
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: card.width, height: card.height)
        renderer.scale = card.scale
        renderer.isOpaque = true
        return renderer
    }

    /// How the server encodes a format. PNG: `PNGEncoder.Compression.fastest` (level 1, no row
    /// filter), measured on the three cards of the load test as the fastest setting (Limner's
    /// `docs/TextAndImages.md` table: level 1 is a third faster than 3 on the gradient cards,
    /// for files up to 60 % larger; filters cost time, and bytes on dithered gradients);
    /// opaque, so RGB without an alpha channel.
    public static func encoding(of format: CardRequest.Format) -> ImageEncoding {
        switch format {
        case .png: return .png(compression: .fastest, opaque: true)
        case .jpg: return .jpeg(quality: 0.88)
        case .webp: return .webP(quality: 0.82)
        }
    }

    /// The card's pixels in the request's format.
    public static func render(_ card: CardRequest, images: URL? = nil) throws -> Data {
        try renderer(for: card, images: images).data(format: encoding(of: card.format))
    }
}
