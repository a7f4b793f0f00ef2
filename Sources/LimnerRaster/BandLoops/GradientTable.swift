/// A gradient's colours sampled into a lookup table of premultiplied pixels.
///
/// Stops are normalised as Skia does: locations clamped to 0…1 (NaN becomes 0) and sorted
/// stably, so equal locations make a hard stop. Between stops the colour is interpolated in
/// unpremultiplied sRGB and then premultiplied (Skia's default); `opacity` scales alpha.
/// Entry i holds the colour at t = i / (size − 1).
enum GradientTable {
    /// Entries per table.
    static let size = 256
}
