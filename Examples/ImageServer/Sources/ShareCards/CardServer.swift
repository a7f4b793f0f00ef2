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

    /// The router, for `Application(router:)` and for tests.
    public static func router(queue: RenderQueue) -> Router<BasicRequestContext> {
        let router = Router()
        for format in CardRequest.Format.allCases {
            router.get("card.\(format.rawValue)") { request, _ -> Response in
                try await card(format: format, request: request, queue: queue)
            }
        }
        router.get("health") { _, _ -> String in
            let load = queue.load
            return "ok waiting=\(load.waiting) running=\(load.running)\n"
        }
        return router
    }

    static func card(format: CardRequest.Format, request: Request, queue: RenderQueue) async throws -> Response {
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
            bytes = try await queue.run { try CardRenderer.render(card) }
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

    /// The card's pixels in the request's format.
    public static func render(_ card: CardRequest) throws -> Data {
        let view = ShareCard(title: card.title, subtitle: card.subtitle, theme: card.theme,
                             badge: card.badge ? badgeImage : nil)
            .frame(width: card.width, height: card.height)
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: card.width, height: card.height)
        renderer.scale = card.scale
        renderer.isOpaque = true
        switch card.format {
        case .png: return try renderer.pngData()
        case .jpg, .webp: throw HTTPError(.notFound, message: "\(card.format.rawValue) is not available in this build")
        }
    }
}
