#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import UIKit

    /// Now Playing's transport row: shuffle, previous | play | next, repeat, evenly
    /// distributed whatever the width (the 74 pt play button in the middle), as
    /// cover-carousel lays out its own, mirrored right to left. A tap calls
    /// `onTap` with the button; hand it to a `CoverCarouselView` to drive it.
    ///
    /// ```swift
    /// let transport = TransportControlsView()
    /// transport.onTap = { [weak carousel] button in carousel?.perform(button) }
    /// transport.isPlaying = true
    /// ```
    @MainActor
    open class TransportControlsView: UIView {
        /// Called with the button tapped.
        public var onTap: (TransportButton) -> Void = { _ in }
        /// Whether the play button shows pause.
        public var isPlaying = false {
            didSet { updateSymbols() }
        }
        private var buttons: [(TransportButton, UIButton)] = []
        private var buttonsByID: [ObjectIdentifier: TransportButton] = [:]

        public override init(frame: CGRect) {
            super.init(frame: frame)
            for kind in TransportButton.allCases {
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                addSubview(button)
                buttons.append((kind, button))
                buttonsByID[ObjectIdentifier(button)] = kind
            }
            updateSymbols()
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        override open func layoutSubviews() {
            super.layoutSubviews()
            let frames = TransportButton.layout(
                in: Size(bounds.size), layoutDirection: LayoutDirection(isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
            for ((_, button), (_, rect)) in zip(buttons, frames) {
                button.bounds = CGRect(x: 0, y: 0, width: CGFloat(rect.width), height: CGFloat(rect.height))
                button.layer.position = CGPoint(x: CGFloat(rect.midX), y: CGFloat(rect.midY))
            }
        }

        private func updateSymbols() {
            for (kind, button) in buttons {
                button.setImage(UIImage(systemName: kind.symbolName(isPlaying: isPlaying)), for: .normal)
                button.accessibilityLabel = kind.accessibilityLabel(isPlaying: isPlaying)
            }
        }

        @objc private func tapped(_ sender: UIButton) {
            buttonsByID[ObjectIdentifier(sender)].map(onTap)
        }
    }
#endif
