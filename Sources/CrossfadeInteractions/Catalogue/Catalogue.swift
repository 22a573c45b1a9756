import CrossfadeMotion
import CrossfadeScene

/// The app's data, once: its tracks (with their lyrics), its library's categories,
/// playlists and podcasts. Every interaction reads what it shows from here, so in
/// the showcase the library rows, the mini player, Now Playing, the queue and the
/// lyrics can never disagree. `Catalogue.demo` is only the default.
///
/// ```swift
/// var catalogue = Catalogue.demo
/// catalogue.tracks = try Catalogue.tracks(parsing: "Glass Weather | Mira Okafor | 3:12 | covers/glass.jpg")
/// ```
public struct Catalogue: Hashable, Sendable {
    /// The tracks, in queue order (never empty: see `track(_:)`).
    public var tracks: [Track]
    /// Your Library's categories and their pages.
    public var library: Library
    /// The playlists the Playlists page lists.
    public var playlists: [Playlist]
    /// The podcasts the Shows, Episodes and Downloads pages list.
    public var shows: [Show]

    /// A catalogue of `tracks` (in queue order), with Spotify's library and no playlists or shows unless given.
    public init(tracks: [Track], library: Library = .standard, playlists: [Playlist] = [], shows: [Show] = []) {
        self.tracks = tracks
        self.library = library
        self.playlists = playlists
        self.shows = shows
    }

    /// Track `index` of the queue, which repeats past its end (a queue longer than
    /// the catalogue cycles through it); a placeholder when there are none.
    public func track(_ index: Int) -> Track {
        guard let position = trackIndex(index) else { return Track(id: "none", title: "Nothing playing", artist: "", duration: 1, artwork: "none") }
        return tracks[position]
    }

    /// Where queue index `index` is in `tracks` (the queue cycles through them), or
    /// nil with no tracks: for reading a track's fields in place, copying no track.
    func trackIndex(_ index: Int) -> Int? {
        tracks.isEmpty ? nil : wrappedIndex(index, count: tracks.count)
    }

    /// The engine's own drawing of track `index`'s artwork: its reference, and a
    /// gradient for hosts that have no image for it.
    public func artwork(ofTrack index: Int) -> Artwork {
        let track = track(index)
        return Palette.coverArtwork(track.artwork, name: track.album.isEmpty ? track.title : track.album, colors: Palette.artworkColors(index))
    }
}

/// A playlist of the library: a name and the tracks it holds (queue indices).
public struct Playlist: Hashable, Sendable {
    /// The playlist's name.
    public var name: String
    /// Who made it, shown under its name.
    public var owner: String
    /// Its tracks, as queue indices, in order.
    public var tracks: [Int]

    /// A playlist `name` by `owner` of the queue's `tracks`.
    public init(name: String, owner: String, tracks: [Int]) {
        self.name = name
        self.owner = owner
        self.tracks = tracks
    }
}

/// A podcast: its name, publisher and episodes.
public struct Show: Hashable, Sendable {
    /// One episode of a podcast.
    public struct Episode: Hashable, Sendable {
        /// The episode's title.
        public var title: String
        /// Its length, s.
        public var duration: Double
        /// Whether it is downloaded (the Downloads page lists these).
        public var downloaded: Bool

        /// An episode `title` of `duration` seconds, not downloaded unless given.
        public init(title: String, duration: Double, downloaded: Bool = false) {
            self.title = title
            self.duration = duration
            self.downloaded = downloaded
        }
    }

    /// The podcast's name.
    public var name: String
    /// Who publishes it.
    public var publisher: String
    /// Its episodes, in order.
    public var episodes: [Episode]

    /// A podcast `name` by `publisher` with `episodes`.
    public init(name: String, publisher: String, episodes: [Episode]) {
        self.name = name
        self.publisher = publisher
        self.episodes = episodes
    }
}
