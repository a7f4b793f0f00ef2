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
            case "--workers": workers = try integer(flag, 1...256)
            case "--queue": queue = try integer(flag, 0...100_000)
            case "--max-wait":
                guard let s = Double(try value(flag)), s.isFinite, s > 0, s <= 3600 else {
                    throw UsageError("--max-wait must be seconds in (0, 3600]")
                }
                maximumWait = s
            case "-h", "--help":
                print("usage: ImageServer [--port N] [--host ADDRESS] [--workers N] [--queue N] [--max-wait SECONDS]")
                exit(0)
            default: throw UsageError("unknown argument '\(flag)'")
            }
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let queue = RenderQueue(workerCount: options.workers, capacity: options.queue,
                            maximumWait: .milliseconds(Int(options.maximumWait * 1000)))
    let app = Application(router: CardServer.router(queue: queue),
                          configuration: .init(address: .hostname(options.host, port: options.port),
                                               serverName: "ImageServer"))
    print("ImageServer on http://\(options.host):\(options.port)/card.png?title=Hello (\(options.workers) render threads)")
    try await app.runService()
} catch let error as UsageError {
    FileHandle.standardError.write(Data("ImageServer: \(error)\n".utf8))
    exit(2)
}
