#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeMotion
    import CrossfadeScene
    import QuartzCore
    import UIKit

    /// A view that shows one engine layer: every content kind's view sets the
    /// layer's geometry, opacity, corners, fill and clipping the same way, on its
    /// Core Animation layer (`bounds`, `position`, `setAffineTransform`; never
    /// `frame`), and shows its own kind of content.
    @MainActor
    protocol HostedLayer: AnyObject {
        var view: UIView { get }
        func show(_ text: TextContent)
        func show(_ path: VectorPath)
        func show(_ artwork: Artwork, image: UIImage?)
        func show(appView: UIView?)
    }

    extension HostedLayer {
        func show(_ text: TextContent) {}
        func show(_ path: VectorPath) {}
        func show(_ artwork: Artwork, image: UIImage?) {}
        func show(appView: UIView?) {}

        /// Sets one property, one call per case.
        func setProperty(_ update: LayerUpdate, host: CrossfadeHostView) {
            let layer = view.layer
            switch update {
            case .geometry(let bounds, let position):
                layer.bounds = CGRect(bounds)
                layer.position = CGPoint(position)
            case .transform(let transform):
                layer.setAffineTransform(CGAffineTransform(transform))
            case .opacity(let opacity):
                layer.opacity = Float(opacity)
            case .corners(let radius, let corners):
                layer.cornerRadius = CGFloat(radius)
                layer.maskedCorners = CACornerMask(corners.map(UIKitTranslation.corner))
                layer.cornerCurve = .continuous
            case .fill(let color):
                layer.backgroundColor = color.map(UIKitTranslation.cgColor)
            case .clip(let clips):
                layer.masksToBounds = clips
            case .text(let text):
                show(text)
            case .path(let path):
                show(path)
            case .artwork(let artwork):
                show(artwork, image: host.artworkImage(artwork.reference))
            case .slot(let slot, _):
                show(appView: host.slotView(slot))
            }
        }
    }

    /// A layer without content: a plain container.
    final class PlainLayerView: UIView, HostedLayer {
        var view: UIView { self }
    }
#endif
