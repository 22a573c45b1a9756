#if canImport(UIKit)
    import Foundation

    /// One track of a cover carousel's queue, as the engine shows it under the
    /// covers: its title, its artist and its length (the scrubber's range).
    public struct CoverCarouselItem: Hashable, Sendable {
        /// The track's title.
        public var title: String
        /// The artist.
        public var artist: String
        /// The track's length, s.
        public var duration: TimeInterval

        /// A track of the queue.
        public init(title: String, artist: String, duration: TimeInterval) {
            self.title = title
            self.artist = artist
            self.duration = duration
        }
    }
#endif
