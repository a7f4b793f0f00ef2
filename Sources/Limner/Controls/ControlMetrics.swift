import Foundation

/// iOS 17 control metrics and colours, light mode, in points.
///
/// Sources (public): Apple's UIKit documentation and HIG pages for the controls (system
/// colours: systemBlue #007AFF, systemGreen #34C759, the fill and label colours as
/// published in the HIG colour tables); the intrinsic sizes UIKit reports for `UISwitch`
/// (51 × 31), `UISegmentedControl` (height 32 since iOS 13), `UIStepper` (94 × 32 since
/// iOS 13) and `UISlider` (31 tall, 28 pt thumb, 4 pt track), as measured and widely
/// reproduced in community write-ups and design kits (Apple's iOS 17 UI kit for Figma
/// and Sketch). Where a value is our estimate rather than a published one it is marked
/// "estimate".
enum ControlMetrics {
    // MARK: Colours

    /// systemGreen, the switch's on colour.
    static let switchOn = Color(.sRGB, red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// systemFill (#787880 at 16 %), the switch's off track.
    static let switchOff = Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    /// The slider's maximum track: systemFill at 20 % (#787880 at 20 %).
    static let sliderTrack = Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    /// tertiarySystemFill (#767680 at 12 %): stepper and segmented-control backgrounds.
    static let controlBackground = Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// The pressed half of a stepper (estimate: the fill darkened to 24 %).
    static let controlPressed = Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24)
    /// separator (#3C3C43 at 29 %): the stepper's divider and the segments' separators.
    static let separator = Color(.sRGB, red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// tertiaryLabel (#3C3C43 at 30 %): disabled glyphs and labels.
    static let disabledLabel = Color(.sRGB, red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// The knob and thumb shadow: black at 15 %, 3 pt down, blurred (estimate of UIKit's
    /// two-layer shadow, 0 3 8 at 15 % and 0 3 1 at 6 %).
    static let shadow = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.15)

    // MARK: Switch (Toggle)

    static let switchSize = CGSize(width: 51, height: 31)
    static let switchKnob: CGFloat = 27
    static let switchInset: CGFloat = 2
    /// How long the knob slides when a tap flips it (estimate; UIKit's switch animation).
    static let switchAnimation = Animation.easeInOut(duration: 0.25)

    // MARK: Slider

    static let sliderHeight: CGFloat = 31
    static let sliderThumb: CGFloat = 28
    static let sliderTrackHeight: CGFloat = 4
    /// How far beside the thumb a touch still grabs it (estimate; UIKit grabs within about
    /// 44 pt, the minimum hit target in the HIG).
    static let sliderGrabSlop: CGFloat = 8
    /// The spacing between a slider and its value labels (estimate).
    static let sliderLabelSpacing: CGFloat = 8
    /// A slider's width when it is asked for its ideal size (estimate).
    static let sliderIdealWidth: CGFloat = 150

    // MARK: Stepper

    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperCorner: CGFloat = 8
    static let stepperDivider = CGSize(width: 1, height: 18)
    /// The − and + glyph bars (SF Symbols minus/plus at 17 pt regular, about 14 × 1.5).
    static let stepperGlyph = CGSize(width: 14, height: 1.75)

    // MARK: Segmented picker

    static let segmentedHeight: CGFloat = 32
    static let segmentedCorner: CGFloat = 9
    static let segmentedThumbCorner: CGFloat = 7
    static let segmentedInset: CGFloat = 2
    static let segmentedFont = Font.system(size: 13, weight: .medium)
    static let segmentedSelectedFont = Font.system(size: 13, weight: .semibold)
    /// Horizontal padding of a segment's label when the picker sizes itself (estimate).
    static let segmentPadding: CGFloat = 12
    static let segmentSeparatorHeight: CGFloat = 12

    // MARK: Buttons

    /// The opacity of a borderless or plain button's label while pressed (estimate: UIKit
    /// system buttons fade their title to about 20 %).
    static let pressedLabelOpacity = 0.2
    /// The opacity of a bordered button while pressed (estimate).
    static let pressedBorderedOpacity = 0.7
    /// The bordered background: the tint at 15 % (UIButton.Configuration.gray/tinted).
    static let borderedFillOpacity = 0.15

    /// Bordered button padding and corner radius per control size (estimates from iOS 17
    /// UIButton.Configuration sizes: small 28 pt tall, medium 34–35 pt, large 50 pt).
    static func bordered(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, corner: CGFloat, font: Font) {
        switch size {
        case .mini: return (8, 3, 5, .footnote)
        case .small: return (10, 4, 6, .subheadline)
        case .regular: return (12, 7, 8, .body)
        case .large: return (20, 14, 12, .body)
        case .extraLarge: return (24, 16, 14, .body)
        }
    }
}
