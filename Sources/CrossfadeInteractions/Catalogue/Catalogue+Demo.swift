extension Catalogue {
    /// The demo catalogue every interaction shows when the app gives none: twelve
    /// tracks by five invented artists, with lyrics written for Crossfade (no one
    /// else's words), sixteen playlists and four podcasts.
    public static let demo = Catalogue(
        tracks: DemoCatalogue.tracks, library: .standard, playlists: DemoCatalogue.playlists,
        shows: DemoCatalogue.shows)
}

/// The demo catalogue's contents.
enum DemoCatalogue {
    /// (title, artist, album, length in s, lyric lines): lines come every 3.8 s from 0.5 s.
    static let entries: [(String, String, String, Double, [String])] = [
        (
            "Every Frame", "The Quiet Engines", "Deterministic", 150,
            [
                "Hold the card and feel it follow", "Every frame a little truer", "Let it go, it knows the way",
                "Springs remember where you left them", "Time is only what we pass in", "Nothing drifts and nothing wavers",
                "Thirty, sixty, one-twenty hertz", "Land on the very same place", "Flick it past the line and watch it",
                "Fade, then settle, then begin"
            ]
        ),
        (
            "Paper Satellites", "Juniper Vale", "Low Orbit", 197,
            [
                "We folded the sky into squares", "Sent it up on a string of light", "Paper satellites over the town",
                "Circling the roofs all night", "Call me when the signal's clear", "I'll be waiting on the wire",
                "Every orbit brings you near", "Every pass a little higher"
            ]
        ),
        (
            "Glass Weather", "Mira Okafor", "Glass Weather", 244,
            [
                "The forecast said it's clearing", "But the window holds the rain", "Glass weather on the inside",
                "Little storms against the pane", "I can see right through the morning", "I can see you through the grey",
                "Hold still and it will pass", "Hold still and it will stay"
            ]
        ),
        (
            "Slow Motion City", "The Quiet Engines", "Deterministic", 171,
            [
                "Streetlights blinking out of time", "Traffic moving like a tide", "Slow motion city", "Nobody in a hurry tonight",
                "Every corner takes a breath", "Every crossing lets us by", "Slow motion city", "Let the evening drift on by"
            ]
        ),
        (
            "Hollow Pines", "Ansel & the Tides", "North of Here", 218,
            [
                "Wind through the hollow pines", "Carries your name down the hill", "I left the cabin door open",
                "The kettle is whistling still", "Snow on the windowsill", "Footprints that lead to the lake",
                "Wind through the hollow pines", "Tell me the way back to you"
            ]
        ),
        (
            "Afterglow Radio", "Juniper Vale", "Low Orbit", 265,
            [
                "Tune it low, tune it slow", "Afterglow radio", "Songs we never learned the words to",
                "Humming through the static snow", "Turn the dial, find the night", "Every station burning bright",
                "Afterglow radio", "Play it till the morning light"
            ]
        ),
        (
            "Saltwater Letters", "Mira Okafor", "Glass Weather", 192,
            [
                "I wrote you on the tide line", "Every word the sea would keep", "Saltwater letters",
                "Washing in while you're asleep", "Read them when the water's low", "Read them when the gulls have gone",
                "Saltwater letters", "Still arriving, on and on"
            ]
        ),
        (
            "Frame by Frame", "Pixel Choir", "Sixty Hertz", 239,
            [
                "Frame by frame I draw you closer", "Line by line the picture clears", "Sixty times in every second",
                "Holding still across the years", "Don't look away, it's nearly done", "Every pixel finds its place",
                "Frame by frame", "Now I can almost see your face"
            ]
        ),
        (
            "Velvet Static", "Ansel & the Tides", "North of Here", 166,
            [
                "Velvet static on the screen", "Soft as anything I've seen", "Turn it up and let it hum",
                "Wait for what is yet to come", "Channels drifting into one", "Colours bleeding into sun",
                "Velvet static", "Hold me till the show is done"
            ]
        ),
        (
            "Gravity Well", "Pixel Choir", "Sixty Hertz", 213,
            [
                "Falling slow into your gravity well", "Every orbit tighter than the last", "I could fight it but I never will",
                "Let the distance fade into the past", "Spinning down, spinning down", "Light is bending all around",
                "Gravity well", "I'll be landing safe and sound"
            ]
        ),
        (
            "Lanterns", "Sora Lindqvist", "Small Hours", 260,
            [
                "Carry the lanterns down to the shore", "Set them afloat one by one", "Each one a wish we were saving for",
                "Drifting away with the sun", "Watch how they gather", "Watch how they glow",
                "Lanterns on the water", "Taking the long way home"
            ]
        ),
        (
            "Last Train Home", "Sora Lindqvist", "Small Hours", 187,
            [
                "Platform lights and a paper cup", "Quarter to one and the board lights up", "Last train home",
                "Rocking me slow through the dark", "Towns going by like a dream", "Windows as wide as a screen",
                "Last train home", "Every stop closer to you"
            ]
        )
    ]

    static let tracks: [Track] = entries.enumerated().map { index, entry in
        // The first track's lyrics are the LRC lyrics-cards has always shown (with its header and a repeated line).
        let lines = entry.4.enumerated().map { LyricLine(time: 0.5 + 3.8 * Double($0.offset), text: $0.element) }
        return Track(
            id: "demo-\(index)", title: entry.0, artist: entry.1, album: entry.2, duration: entry.3,
            artwork: "demo-\(index)", lyrics: index == 0 ? DemoLyrics.read : LRC(lines: lines))
    }

    static let playlists = [
        Playlist(name: "Liked Songs", owner: "You", tracks: [0, 2, 4, 7, 10]),
        Playlist(name: "Late Night Drive", owner: "You", tracks: [3, 5, 11, 8]),
        Playlist(name: "Focus Flow", owner: "Crossfade", tracks: [7, 9, 1, 0]),
        Playlist(name: "Sunday Slow", owner: "You", tracks: [4, 10, 6]),
        Playlist(name: "Deep Cuts", owner: "Crossfade", tracks: [8, 6, 1, 9, 2]),
        Playlist(name: "Morning Run", owner: "You", tracks: [9, 1, 7]),
        Playlist(name: "Rainy Windows", owner: "You", tracks: [2, 6, 4]),
        Playlist(name: "Night Shift", owner: "Crossfade", tracks: [11, 3, 8, 5]),
        Playlist(name: "Small Hours", owner: "You", tracks: [10, 11]),
        Playlist(name: "Sixty Hertz Club", owner: "Crossfade", tracks: [7, 9, 0, 3]),
        Playlist(name: "Road North", owner: "You", tracks: [4, 8, 5, 1]),
        Playlist(name: "Quiet Hours", owner: "Crossfade", tracks: [6, 10, 2]),
        Playlist(name: "Paper Planes", owner: "You", tracks: [1, 5, 9]),
        Playlist(name: "Tidal", owner: "You", tracks: [6, 4, 11, 2]),
        Playlist(name: "Warm Static", owner: "Crossfade", tracks: [8, 5, 3]),
        Playlist(name: "Lantern Light", owner: "You", tracks: [10, 0, 7, 11])
    ]

    static let shows = [
        Show(
            name: "The Motion Lab", publisher: "Crossfade",
            episodes: [
                .init(title: "Springs you can feel", duration: 2_460, downloaded: true),
                .init(title: "Why 120 Hz is not 60 Hz twice", duration: 1_980),
                .init(title: "Catching a card in flight", duration: 2_220, downloaded: true),
                .init(title: "Rubber bands and where they end", duration: 2_040),
                .init(title: "Velocity is a promise", duration: 1_860)
            ]),
        Show(
            name: "Frame Budget", publisher: "Studio Nine",
            episodes: [
                .init(title: "Eight milliseconds", duration: 1_740),
                .init(title: "Layers that cost nothing", duration: 2_100, downloaded: true),
                .init(title: "The compositor's side of the story", duration: 2_580),
                .init(title: "Dropped frames, found", duration: 1_620)
            ]),
        Show(
            name: "Interface Stories", publisher: "Small Hours Media",
            episodes: [
                .init(title: "The first scroll view", duration: 3_000),
                .init(title: "A history of the swipe", duration: 2_640),
                .init(title: "Cards all the way down", duration: 2_880, downloaded: true),
                .init(title: "The mini player, minimised", duration: 2_160)
            ]),
        Show(
            name: "Quiet Engines Radio", publisher: "The Quiet Engines",
            episodes: [
                .init(title: "Making Deterministic", duration: 3_300, downloaded: true),
                .init(title: "Live from the rehearsal room", duration: 2_700),
                .init(title: "Questions from listeners", duration: 2_280)
            ])
    ]
}
