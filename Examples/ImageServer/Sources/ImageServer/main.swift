import Foundation
import Hummingbird
import ShareCards

/// `ImageServer [--port N] [--host ADDRESS] [--workers N] [--queue N] [--max-wait SECONDS]`
///
/// Serves share cards on `http://ADDRESS:N/card.png?title=…` (see `CardServer`). Renders run
/// on `--workers` threads (default: one per core); at most `--queue` requests wait for one
/// (default 64), each at most `--max-wait` seconds (default 5); past either, 503.
struct Options {
    var port = 8080
    var host = "127.0.0.1"
    var workers = ProcessInfo.processInfo.activeProcessorCount
    var queue = 64
    var maximumWait = 5.0
    /// The font `font=brand` cards use: a file shipped with the server (default: Debian's
    /// DejaVu Serif Bold, when installed).
    var brandFont: String? = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"
    /// Where `avatar=NAME` images are read from.
    var images: String?
    /// Print where a card's time goes for these queries (`--profile 'title=…'`), then exit.
    var profile: [String] = []
    /// Print each PNG setting's CPU time and size for these queries (`--png-table 'title=…'`),
    /// then exit.
    var pngTable: [String] = []
    /// Render this many cards in this process without HTTP, printing the resident memory
    /// after 1 000 and after all of them, then exit (`--soak 10000`: is memory flat?).
    var soak: Int?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return v
        }
        func integer(_ flag: String, _ range: ClosedRange<Int>) throws -> Int {
            guard let n = Int(try value(flag)), range.contains(n) else {
                throw UsageError("\(flag) must be a whole number in \(range.lowerBound)…\(range.upperBound)")
            }
            return n
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--port": port = try integer(flag, 0...65535)
            case "--host": host = try value(flag)
            case "--brand-font": brandFont = try value(flag)
            case "--images": images = try value(flag)
            case "--profile": profile.append(try value(flag))
            case "--png-table": pngTable.append(try value(flag))
            case "--soak": soak = try integer(flag, 1...10_000_000)
            case "--workers": workers = try integer(flag, 1...256)
            case "--queue": queue = try integer(flag, 0...100_000)
            case "--max-wait":
                guard let s = Double(try value(flag)), s.isFinite, s > 0, s <= 3600 else {
                    throw UsageError("--max-wait must be seconds in (0, 3600]")
                }
                maximumWait = s
            case "-h", "--help":
                print("usage: ImageServer [--port N] [--host ADDRESS] [--workers N] [--queue N] [--max-wait SECONDS] [--brand-font FILE] [--images DIR] [--profile QUERY]… [--png-table QUERY]… [--soak N]")
                exit(0)
            default: throw UsageError("unknown argument '\(flag)'")
            }
        }
    }
}

extension Array where Element == String {
    /// The two parts of "a?b" split once ("a" alone gives an empty second part).
    func splitPair() -> (String, String) { (first ?? "", count > 1 ? self[1] : "") }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    // Two heap arenas: resident memory then follows what is live (see `limitHeapArenas`).
    RenderQueue.limitHeapArenas(to: 2)
    if let path = options.brandFont {
        do {
            let family = try CardServer.registerBrandFont(at: URL(fileURLWithPath: path))
            print("brand font: \(family) (\(path))")
        } catch {
            FileHandle.standardError.write(Data("ImageServer: no brand font (\(error)); font=brand uses the system font\n".utf8))
        }
    }
    /// A query as the load script writes it (`card.png?title=…`), parsed as the server would.
    func cardRequest(_ entry: String) throws -> CardRequest {
        let (path, query) = entry.split(separator: "?", maxSplits: 1).map(String.init).splitPair()
        let format = CardRequest.Format(rawValue: String(path.split(separator: ".").last ?? "png")) ?? .png
        var fields: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            fields[kv[0]] = kv.count > 1 ? kv[1] : ""
        }
        return try CardRequest(format: format, query: fields)
    }
    let images = options.images.map { URL(fileURLWithPath: $0) }
    if !options.profile.isEmpty || !options.pngTable.isEmpty {
        if !options.profile.isEmpty { print("card\trecord ms\traster ms\tencode ms\ttotal ms (process CPU time, median of 20)") }
        for entry in options.profile {
            let phases = try CardProfile.measure(try cardRequest(entry), images: images)
            print(entry + "\t" + [phases.record, phases.raster, phases.encode, phases.total]
                .map { String(format: "%.2f", $0 * 1000) }.joined(separator: "\t"))
        }
        for (index, entry) in options.pngTable.enumerated() {
            if index == 0 { print("card\tlevel\tfilters\tCPU ms\tbytes") }
            for row in try CardProfile.pngTable(try cardRequest(entry), images: images) {
                print("\(index + 1)\t\(CardProfile.describe(row.compression))\t" + String(format: "%.2f", row.seconds * 1000)
                      + "\t\(row.bytes)")
            }
        }
        exit(0)
    }
    if let soak = options.soak {
        /// This process's resident memory in MB (Linux; 0 elsewhere).
        func residentMB() -> Double {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
                  let kB = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
            return kB / 1024
        }
        // Through the server's render queue and threads (so its memory handling too), with
        // as many cards in flight as the load script's clients, varied titles as there.
        let queue = RenderQueue(workerCount: options.workers, capacity: 64, maximumWait: .seconds(3600))
        let themes = CardTheme.allCases
        let inFlight = 4
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<soak {
                if i >= inFlight { try await group.next() }
                let request = try CardRequest(format: .png, query: ["title": "Card \(i)", "theme": themes[i % themes.count].rawValue])
                group.addTask { _ = try await queue.run { try CardRenderer.render(request) } }
                let done = i + 1 - inFlight
                if done > 0, done % 1000 == 0 {
                    print("resident memory after \(done) renders: \(String(format: "%.1f", residentMB())) MB; " + CardProfile.textCaches())
                }
            }
            try await group.waitForAll()
        }
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        print("resident memory after \(soak) renders: \(String(format: "%.1f", residentMB())) MB; " + CardProfile.textCaches()
              + " (\(String(format: "%.0f", Double(soak) / seconds)) cards/s)")
        queue.stop()
        exit(0)
    }
    let queue = RenderQueue(workerCount: options.workers, capacity: options.queue,
                            maximumWait: .milliseconds(Int(options.maximumWait * 1000)))
    let app = Application(router: CardServer.router(queue: queue, images: options.images.map { URL(fileURLWithPath: $0) }),
                          configuration: .init(address: .hostname(options.host, port: options.port),
                                               serverName: "ImageServer"))
    print("ImageServer on http://\(options.host):\(options.port)/card.png?title=Hello (\(options.workers) render threads)")
    try await app.runService()
} catch let error as UsageError {
    FileHandle.standardError.write(Data("ImageServer: \(error)\n".utf8))
    exit(2)
}
