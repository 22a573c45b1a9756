import CrossfadeScene

/// Where playback was started: Now Playing's header says so ("PLAYING FROM
/// PLAYLIST" over the playlist's name).
struct PlayingFrom: Hashable, Sendable {
    var caption: String
    var name: String

    init(caption: String, name: String) {
        self.caption = caption
        self.name = name
    }

    /// The whole library in its order: what plays before anything is chosen.
    static let library = PlayingFrom(caption: "PLAYING FROM YOUR LIBRARY", name: "Songs")
    static let recentlyPlayed = PlayingFrom(caption: "PLAYING FROM YOUR LIBRARY", name: "Recently played")
    static let search = PlayingFrom(caption: "PLAYING FROM SEARCH", name: "Recent searches")

    /// A library item's context: a playlist, an artist or an album by its title.
    static func item(_ item: LibraryItem, kind: Catalogue.PageKind) -> PlayingFrom {
        switch kind {
        case .playlists: PlayingFrom(caption: "PLAYING FROM PLAYLIST", name: item.title)
        case .artists: PlayingFrom(caption: "PLAYING FROM ARTIST", name: item.title)
        case .albums: PlayingFrom(caption: "PLAYING FROM ALBUM", name: item.title)
        case .songs, .episodes, .downloads, .shows: library
        }
    }
}
