#if canImport(UIKit)
    import CrossfadeScene
    import QuartzCore
    import UIKit

    /// A vector path layer (the grabber's chevron): its view's layer is a
    /// `CAShapeLayer`, stroked and filled as the engine says, round caps and joins.
    final class PathLayerView: UIView, HostedLayer {
        var view: UIView { self }

        override class var layerClass: AnyClass { CAShapeLayer.self }

        func show(_ path: VectorPath) {
            let shape = layer as? CAShapeLayer
            shape?.path = UIKitTranslation.cgPath(path)
            shape?.strokeColor = path.stroke.map(UIKitTranslation.cgColor)
            shape?.fillColor = path.fill.map(UIKitTranslation.cgColor)
            shape?.lineWidth = CGFloat(path.lineWidth)
            shape?.lineCap = .round
            shape?.lineJoin = .round
        }
    }
#endif
