/// The demo track's lyrics: original words written for Crossfade (no copyrighted
/// lyrics), in LRC with a metadata header, one line with two time tags and a blank.
public enum DemoLyrics {
    /// The lyrics as LRC text.
    public static let lrc = """
        [ti:Crossfade]
        [ar:The Engine]
        [al:Deterministic]
        [00:00.50] Hold the card and feel it follow
        [00:04.20] Every frame a little truer
        [00:08.00] Let it go, it knows the way
        [00:11.60][00:34.00] Springs remember where you left them
        [00:15.40] Time is only what we pass in
        [00:19.00] Nothing drifts and nothing wavers
        [00:22.80] Thirty, sixty, one-twenty hertz
        [00:26.50] Land on the very same place
        [00:30.20] Flick it past the line and watch it
        [00:37.80] Fade, then settle, then begin
        """

    /// The parsed demo lyrics.
    public static var lyrics: LRC { LRC.parse(lrc) }

    /// What `LRC.parse` reads from `lrc`, written out (a test checks they are equal):
    /// the demo catalogue's first track holds this, so an engine module without the
    /// `lrc` option (every interaction's but lyrics-cards') carries no LRC reader.
    static let read = LRC(
        lines: [
            LyricLine(time: 0.5, text: "Hold the card and feel it follow"),
            LyricLine(time: 4.2, text: "Every frame a little truer"),
            LyricLine(time: 8, text: "Let it go, it knows the way"),
            LyricLine(time: 11.6, text: "Springs remember where you left them"),
            LyricLine(time: 15.4, text: "Time is only what we pass in"),
            LyricLine(time: 19, text: "Nothing drifts and nothing wavers"),
            LyricLine(time: 22.8, text: "Thirty, sixty, one-twenty hertz"),
            LyricLine(time: 26.5, text: "Land on the very same place"),
            LyricLine(time: 30.2, text: "Flick it past the line and watch it"),
            LyricLine(time: 34, text: "Springs remember where you left them"),
            LyricLine(time: 37.8, text: "Fade, then settle, then begin")
        ],
        metadata: ["ti": "Crossfade", "ar": "The Engine", "al": "Deterministic"], issues: [])
}
