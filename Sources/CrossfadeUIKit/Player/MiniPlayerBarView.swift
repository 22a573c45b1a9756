#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import QuartzCore
    import UIKit

    /// The mini player's row, drawn from a `MiniPlayerItem`: the artwork, the title
    /// over the subtitle, and a thin progress line along the bottom; mounted in the
    /// engine's `miniPlayer.content` slot, so the engine moves, fades and opens it.
    @MainActor
    final class MiniPlayerBarView: UIView {
        var item = MiniPlayerItem(title: "") {
            didSet { show(item) }
        }
        private let artworkView = UIImageView(image: nil)
        private let titleLabel = UILabel(frame: .zero)
        private let subtitleLabel = UILabel(frame: .zero)
        private let progressLayer = CALayer()

        init() {
            super.init(frame: .zero)
            // Dynamic Type: the bar's fonts follow the text size (the bar grows with
            // it: `MiniPlayerMetrics.barHeight`).
            titleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .semibold))
            subtitleLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .regular))
            titleLabel.adjustsFontForContentSizeCategory = true
            subtitleLabel.adjustsFontForContentSizeCategory = true
            progressLayer.backgroundColor = UIKitTranslation.cgColor(CrossfadeMotion.Color(white: 1))
            for view in [artworkView, titleLabel, subtitleLabel] as [UIView] { addSubview(view) }
            layer.addSublayer(progressLayer)
        }

        required init?(coder: NSCoder) { nil }

        private func show(_ item: MiniPlayerItem) {
            artworkView.image = item.artwork
            titleLabel.text = item.title
            subtitleLabel.text = item.subtitle
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let direction = LayoutDirection(isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let w = Double(bounds.width), h = Double(bounds.height), side = h - 16
            place(artworkView, direction.mirrored(Rect(x: 8, y: 8, width: side, height: side), in: w))
            place(titleLabel, direction.mirrored(Rect(x: side + 20, y: 8, width: w - side - 28, height: (h - 16) / 2), in: w))
            place(subtitleLabel, direction.mirrored(Rect(x: side + 20, y: h / 2, width: w - side - 28, height: (h - 16) / 2), in: w))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let line = direction.mirrored(Rect(x: 0, y: h - 2, width: w * Double(item.progress), height: 2), in: w)
            progressLayer.bounds = CGRect(x: 0, y: 0, width: CGFloat(line.width), height: CGFloat(line.height))
            progressLayer.position = CGPoint(x: CGFloat(line.midX), y: CGFloat(line.midY))
            CATransaction.commit()
        }

        private func place(_ view: UIView, _ rect: Rect) {
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat(rect.width), height: CGFloat(rect.height))
            view.layer.position = CGPoint(x: CGFloat(rect.midX), y: CGFloat(rect.midY))
        }
    }
#endif
