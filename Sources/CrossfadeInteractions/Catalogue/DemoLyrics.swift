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
}
