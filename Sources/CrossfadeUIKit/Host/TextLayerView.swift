#if canImport(UIKit)
    import CrossfadeScene
    import UIKit

    /// A text layer: a label drawing the engine's text at the engine's size (the
    /// engine has already scaled it for Dynamic Type, so the label does not scale
    /// it again), vertically centred, on one line when the engine fitted its width.
    final class TextLayerView: UILabel, HostedLayer {
        var view: UIView { self }

        func show(_ text: TextContent) {
            self.text = text.text
            font = UIFont.systemFont(ofSize: CGFloat(text.fontSize), weight: UIKitTranslation.weight(text.weight))
            textColor = UIColor(cgColor: UIKitTranslation.cgColor(text.color))
            textAlignment = UIKitTranslation.alignment(text.alignment)
            numberOfLines = text.lineLimit
            adjustsFontForContentSizeCategory = false
        }
    }
#endif
