import CrossfadeMotion
import CrossfadeScene

/// One row of a Your Library page: what it shows, and the track a tap plays.
public struct LibraryItem: Hashable, Sendable {
    /// Artists are round portraits; everything else square art.
    public enum Shape: String, Hashable, Sendable {
        /// Square art with rounded corners: playlists, albums, shows, episodes.
        case square
        /// A round portrait: an artist.
        case round
    }

    /// The row's first line: a playlist's, artist's, album's, song's or episode's name.
    public var title: String
    /// The row's second line, e.g. `Playlist · owner · 12 songs` or a song's artist.
    public var subtitle: String
    /// The row's picture.
    public var artwork: Artwork
    /// Square art, or a round portrait for an artist.
    public var shape: Shape
    /// The queue index a tap plays (a song, or the first track of an album,
    /// playlist or artist); nil for podcasts, which are not in the queue.
    public var track: Int?

    /// A row showing `title` over `subtitle` with `artwork`, square unless given, that plays `track` when tapped.
    public init(title: String, subtitle: String, artwork: Artwork, shape: Shape = .square, track: Int? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.artwork = artwork
        self.shape = shape
        self.track = track
    }
}

extension Catalogue {
    /// What a library page lists, from its sub-category's name.
    public enum PageKind: String, Hashable, Sendable {
        /// The page kinds of Spotify's Your Library.
        case playlists, artists, albums, songs, episodes, downloads, shows

        /// The kind a sub-category's name stands for (`Artists` → artists); a
        /// name it does not know lists songs.
        public init(name: String) {
            // ASCII case folding: the engine carries no Unicode tables.
            let folded = String(decoding: name.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
            switch folded {
            case "playlists": self = .playlists
            case "artists": self = .artists
            case "albums": self = .albums
            case "episodes": self = .episodes
            case "downloads", "downloaded": self = .downloads
            case "shows", "podcasts": self = .shows
            default: self = .songs
            }
        }
    }

    /// The rows of the page named `name` (a sub-category), built from the catalogue:
    /// artists and albums from the tracks, so a custom track list changes them too.
    public func items(forPage name: String) -> [LibraryItem] {
        switch PageKind(name: name) {
        case .playlists: playlistItems
        case .artists: artistItems
        case .albums: albumItems
        case .songs:
            tracks.indices.map { LibraryItem(title: tracks[$0].title, subtitle: tracks[$0].artist, artwork: artwork(ofTrack: $0), track: $0) }
        case .episodes: episodeItems(downloadedOnly: false)
        case .downloads: episodeItems(downloadedOnly: true)
        case .shows: shows.indices.map { LibraryItem(title: shows[$0].name, subtitle: "Podcast · " + shows[$0].publisher, artwork: showArtwork($0)) }
        }
    }

    private var playlistItems: [LibraryItem] {
        playlists.map { playlist in
            let first = playlist.tracks.first ?? 0
            let count = playlist.tracks.count
            return LibraryItem(
                title: playlist.name, subtitle: "Playlist · \(playlist.owner) · \(count) song\(count == 1 ? "" : "s")",
                artwork: Palette.coverArtwork("playlist:" + playlist.name, name: playlist.name, colors: Palette.artworkColors(first)),
                track: playlist.tracks.first)
        }
    }

    private var artistItems: [LibraryItem] {
        firstTracks { $0.artist }.map { index in
            LibraryItem(
                title: tracks[index].artist, subtitle: "Artist",
                artwork: Artwork(
                    reference: "artist:" + tracks[index].artist,
                    colors: Palette.artworkColors(index)),
                shape: .round, track: index)
        }
    }

    private var albumItems: [LibraryItem] {
        firstTracks { $0.album.isEmpty ? $0.title : $0.album }.map { index in
            let album = tracks[index].album.isEmpty ? tracks[index].title : tracks[index].album
            return LibraryItem(title: album, subtitle: "Album · " + tracks[index].artist, artwork: artwork(ofTrack: index), track: index)
        }
    }

    private func episodeItems(downloadedOnly: Bool) -> [LibraryItem] {
        var items: [LibraryItem] = []
        for (index, show) in shows.enumerated() {
            for episode in show.episodes where episode.downloaded || !downloadedOnly {
                let minutes = Int((episode.duration / 60).rounded())
                items.append(LibraryItem(title: episode.title, subtitle: "\(show.name) · \(minutes) min", artwork: showArtwork(index)))
            }
        }
        return items
    }

    private func showArtwork(_ index: Int) -> Artwork {
        Palette.coverArtwork("show:" + shows[index].name, name: shows[index].name, colors: Palette.artworkColors(index + 3))
    }

    /// The first track of each distinct key, in queue order.
    private func firstTracks(by key: (Track) -> String) -> [Int] {
        var seen: [String] = []
        var firsts: [Int] = []
        for (index, track) in tracks.enumerated() where !seen.contains(key(track)) {
            seen.append(key(track))
            firsts.append(index)
        }
        return firsts
    }
}
