/// One track of the app's catalogue: what every interaction shows of it.
///
/// ```swift
/// let track = Track(id: "t1", title: "Glass Weather", artist: "Mira Okafor", album: "Glass Weather",
///                   duration: 192, artwork: "covers/glass-weather.jpg")
/// ```
public struct Track: Hashable, Sendable {
    /// The app's own identifier (a host maps it back to its data).
    public var id: String
    /// The track's title.
    public var title: String
    /// The artist's name.
    public var artist: String
    /// The album's name (empty when not known).
    public var album: String
    /// Its length, s (> 0).
    public var duration: Double
    /// The artwork's reference: a name the host resolves to an image (an asset, a
    /// URL); a host without it draws the engine's gradient.
    public var artwork: String
    /// Synced lyrics, if the app has them (an empty `LRC` when not).
    public var lyrics: LRC

    /// A track of `duration` seconds with its names, artwork reference and lyrics (none unless given).
    public init(id: String, title: String, artist: String, album: String = "", duration: Double, artwork: String, lyrics: LRC = LRC()) {
        self.id = id
        self.title = title
        self.artist = artist
        self.album = album
        self.duration = duration
        self.artwork = artwork
        self.lyrics = lyrics
    }
}
