#if canImport(UIKit)
    import UIKit

    /// What the mini player shows, as a tab bar item describes a tab: the playing
    /// track's title and artwork, and how far it has played.
    public struct MiniPlayerItem {
        /// The track's title.
        public var title: String
        /// The artist, or what plays it.
        public var subtitle: String
        /// The artwork.
        public var artwork: UIImage?
        /// How far the track has played, 0…1.
        public var progress: Float

        /// An item for the mini player.
        public init(title: String, subtitle: String = "", artwork: UIImage? = nil, progress: Float = 0) {
            self.title = title
            self.subtitle = subtitle
            self.artwork = artwork
            self.progress = progress
        }
    }
#endif
