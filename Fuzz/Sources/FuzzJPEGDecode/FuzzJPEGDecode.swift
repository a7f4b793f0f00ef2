// libFuzzer entry point for the JPEG decoder (libjpeg-turbo through CLimnerCodecs) and, on
// success, the JPEG encoder.
//
// Built by Fuzz/Package.swift with `swift build -c release -sanitize=fuzzer`; run through
// `FUZZ_TARGETS=FuzzJPEGDecode scripts/fuzz`. Every crash found becomes a named test in
// Tests/LimnerMediaTests/ImageCodecTests.swift.
import LimnerMedia

/// 4 Mpx: forged headers cannot push the fuzzer past its memory limit.
private let decoder = JPEGDecoder(maximumPixelCount: 4 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let pixmap = try? decoder.decode(bytes) else { return 0 }
    // Invariants of every decoded JPEG: opaque, and it encodes and decodes again at its size.
    precondition(pixmap.storage.allSatisfy { $0 >> 24 == 255 }, "a decoded JPEG pixel is not opaque")
    guard pixmap.width * pixmap.height <= 1 << 16 else { return 0 }
    guard let encoded = try? JPEGEncoder(quality: 0.5).encode(pixmap),
          let again = try? decoder.decode(encoded) else {
        preconditionFailure("a decoded \(pixmap.width)×\(pixmap.height) JPEG failed to round-trip")
    }
    precondition(again.width == pixmap.width && again.height == pixmap.height, "round trip changed the size")
    return 0
}
