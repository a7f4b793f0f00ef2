import Foundation

/// Control states (`UIControl.State`): titles are kept per state; the normal one is shown.
public enum UIControl {
    /// A control state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// A button's look (`UIButton`): a title centred in its bounds, over its background. This
/// UIKit core has no events, so it is never pressed; it draws the normal state's title.
open class UIButton: UIView {
    /// Button types (`UIButton.ButtonType`); all draw the same here.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()

    /// Creates a button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.textAlignment = .center
        titleLabel?.textColor = .systemBlue
        titleLabel?.font = .systemFont(ofSize: 18)
        if let titleLabel { addSubview(titleLabel) }
    }

    /// Creates a button of `buttonType`.
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    /// Always nil (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    /// The title for `state` (falling back to normal's).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        if state == .normal { titleLabel?.textColor = color ?? .systemBlue }
    }

    open override func layoutSubviews() {
        titleLabel?.frame = bounds
    }
}
