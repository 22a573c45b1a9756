#if canImport(UIKit)
    import UIKit

    /// A slot the app fills: its view, sized to the slot (by `bounds` and the
    /// layer's `position`, never `frame`) and moved, clipped, faded and transformed
    /// with it by the engine. The engine's own drawing of the place is left out by
    /// the host core, so the app's view is the only subview.
    final class SlotLayerView: UIView, HostedLayer {
        var view: UIView { self }

        func show(appView: UIView?) {
            for subview in subviews { subview.removeFromSuperview() }
            appView.map(addSubview)
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            for subview in subviews {
                subview.bounds = CGRect(origin: .zero, size: bounds.size)
                subview.layer.position = CGPoint(x: bounds.midX, y: bounds.midY)
            }
        }
    }
#endif
