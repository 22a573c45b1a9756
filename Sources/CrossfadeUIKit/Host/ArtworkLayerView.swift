#if canImport(UIKit)
    import CrossfadeScene
    import UIKit

    /// An artwork layer: the app's image for the reference, over the artwork's
    /// first colour (all there is when the app has no image for it).
    final class ArtworkLayerView: UIImageView, HostedLayer {
        var view: UIView { self }

        func show(_ artwork: Artwork, image: UIImage?) {
            layer.backgroundColor = artwork.colors.first.map(UIKitTranslation.cgColor)
            self.image = image
        }
    }
#endif
