#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import CrossfadeScene
    import QuartzCore
    import UIKit

    /// An artwork layer: the app's image for the reference, over the artwork's
    /// first colour; without an image, the engine's cover over that colour (its
    /// shapes and the album's name), laid out as `CoverPlan` says.
    final class ArtworkLayerView: UIImageView, HostedLayer {
        var view: UIView { self }
        private let coverView = UIView(frame: .zero)
        private let titleLabel = UILabel(frame: .zero)
        private let shapeLayers = (0..<CoverArt.maximumShapes).map { _ in CAShapeLayer() }
        private var artwork = Artwork(reference: "", colors: [])

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(coverView)
            for shape in shapeLayers { coverView.layer.addSublayer(shape) }
            coverView.addSubview(titleLabel)
            coverView.layer.masksToBounds = true
        }

        required init?(coder: NSCoder) { nil }

        func show(_ artwork: Artwork, image: UIImage?) {
            layer.backgroundColor = artwork.colors.first.map(UIKitTranslation.cgColor)
            self.image = image
            self.artwork = artwork
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let plan = CoverPlan(artwork, hasImage: image != nil, size: Size(bounds.size))
            coverView.isHidden = plan.hidden
            coverView.bounds = CGRect(plan.bounds)
            coverView.layer.position = CGPoint(plan.center)
            for (shape, (path, fill)) in zip(shapeLayers, zip(plan.paths, plan.fills)) {
                shape.path = path.map(UIKitTranslation.cgPath)
                shape.fillColor = fill.map(UIKitTranslation.cgColor)
            }
            titleLabel.text = plan.title
            titleLabel.font = UIFont.systemFont(ofSize: CGFloat(plan.titleFontSize), weight: UIKitTranslation.weight(.bold))
            titleLabel.textColor = UIColor(cgColor: UIKitTranslation.cgColor(artwork.cover?.ink ?? .white))
            titleLabel.bounds = CGRect(plan.titleBounds)
            titleLabel.layer.position = CGPoint(plan.titleCenter)
        }
    }
#endif
