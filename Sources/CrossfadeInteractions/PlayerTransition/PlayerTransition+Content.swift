import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    /// The mini player's row inside the `miniPlayer.content` slot: artwork, title
    /// and artist, the play button and (the card) a progress line, mirrored right
    /// to left. It shows the catalogue's track 0 until `playback` says otherwise.
    static func addMiniPlayerRow(_ c: Configuration, to tree: inout LayerTree, in miniPlayer: LayerPath) -> MiniPlayerPaths {
        let frame = miniPlayerFrame(c, container: c.miniFrame)
        let h = frame.height, w = frame.width, card = c.miniPlayerStyle == .card, env = c.environment
        let inset = Tuning.miniInset, art = max(1, h - 2 * inset), play = card ? Tuning.miniPlayCard : Tuning.miniPlayBar
        // The card is tinted dark from the artwork: light text on it in both appearances.
        let primary = card ? Tuning.onTint : env.palette.primaryText, secondary = card ? Tuning.onTintSecondary : env.palette.secondaryText
        let titleHeight = textHeight(c, Tuning.miniTitleFont, atLeast: art / 2), artistHeight = textHeight(c, Tuning.miniArtistFont, atLeast: art / 2)
        // Clear of a landscape phone's notch sides (0 in portrait).
        let lead = env.safeArea.leading, trail = env.safeArea.trailing
        let textTop = (h - titleHeight - artistHeight) / 2, textX = lead + inset + art + Tuning.miniTitleGap
        let devicesRoom = c.miniPlayerDevicesButton ? Tuning.miniDevicesSide + Tuning.miniDevicesGap : 0
        let textWidth = max(1, w - trail - textX - Tuning.miniTitleTrailing - devicesRoom)
        func placed(_ rect: Rect) -> Rect { env.isRightToLeft ? Rect(x: w - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect }
        let align: TextContent.Alignment = env.isRightToLeft ? .trailing : .leading
        let track = c.catalogue.track(0)
        let content = tree.add(
            Layer(
                id: c.id("miniPlayer.content"), frame: Rect(x: 0, y: 0, width: w, height: h),
                content: .slot(c.id("miniPlayer.content")), isHitTestable: false), in: miniPlayer)
        let artwork = tree.add(
            Layer(
                id: c.id("miniPlayer.artwork"), frame: placed(Rect(x: lead + inset, y: inset, width: art, height: art)),
                cornerRadius: CornerRadius(Tuning.miniArtworkCornerRadius), content: .artwork(c.catalogue.artwork(ofTrack: 0)),
                isHitTestable: false), in: content)
        // The titles lie in a strip clipped to their column when a swipe moves them
        // (the neighbouring track's beside them); else straight in the row.
        var strip = content, origin = placed(Rect(x: textX, y: 0, width: textWidth, height: h)).minX
        if c.miniPlayerSwipes {
            strip = tree.add(
                Layer(
                    id: c.id("miniPlayer.text"), frame: placed(Rect(x: textX, y: 0, width: textWidth, height: h)), clipsToBounds: true,
                    isHitTestable: false), in: content)
            origin = 0
        }
        func textFrame(_ y: Double, _ height: Double) -> Rect { Rect(x: origin, y: y, width: textWidth, height: height) }
        let title = tree.add(
            .text(
                c.id("miniPlayer.title"), track.title, frame: textFrame(textTop, titleHeight),
                size: env.font(Tuning.miniTitleFont), weight: .semibold, color: primary, alignment: align), in: strip)
        let artist = tree.add(
            .text(
                c.id("miniPlayer.artist"), track.artist, frame: textFrame(textTop + titleHeight, artistHeight),
                size: env.font(Tuning.miniArtistFont), color: secondary, alignment: align), in: strip)
        var incoming: (title: LayerPath, artist: LayerPath)?
        if c.miniPlayerSwipes {
            var incomingTitle = Layer.text(
                c.id("miniPlayer.incoming.title"), "", frame: textFrame(textTop, titleHeight), size: env.font(Tuning.miniTitleFont),
                weight: .semibold, color: primary, alignment: align)
            var incomingArtist = Layer.text(
                c.id("miniPlayer.incoming.artist"), "", frame: textFrame(textTop + titleHeight, artistHeight),
                size: env.font(Tuning.miniArtistFont), color: secondary, alignment: align)
            incomingTitle.opacity = 0
            incomingArtist.opacity = 0
            incoming = (tree.add(incomingTitle, in: strip), tree.add(incomingArtist, in: strip))
        }
        let button = tree.add(
            Layer(
                id: c.id("miniPlayer.play"),
                frame: placed(
                    Rect(
                        x: w - trail - play - Tuning.miniPlayTrailing, y: (h - play) / 2,
                        width: play, height: play)),
                content: .path(Symbols.play(size: play, color: primary))), in: content)
        var devices: LayerPath?
        if c.miniPlayerDevicesButton {
            let side = Tuning.miniDevicesSide, icon = Tuning.miniDevicesIcon
            let x = w - trail - play - Tuning.miniPlayTrailing - Tuning.miniDevicesGap - side
            devices = tree.add(
                Layer(
                    id: c.id("miniPlayer.devices"), frame: placed(Rect(x: x, y: (h - side) / 2, width: side, height: side)),
                    children: [
                        Layer(
                            id: c.id("miniPlayer.devices.icon"), frame: Rect(x: (side - icon) / 2, y: (side - icon) / 2, width: icon, height: icon),
                            content: .path(Symbols.devices(size: icon, color: primary)), isHitTestable: false)
                    ]), in: content)
        }
        var progress: LayerPath?
        if card {
            let line = Rect(x: inset, y: h - Tuning.progressHeight, width: max(0, w - 2 * inset), height: Tuning.progressHeight)
            tree.add(
                Layer(
                    id: c.id("miniPlayer.progressTrack"), frame: line, cornerRadius: CornerRadius(Tuning.progressHeight / 2),
                    fill: Tuning.onTint.withAlpha(Tuning.progressTrackOpacity), isHitTestable: false), in: content)
            progress = tree.add(
                Layer(
                    id: c.id("miniPlayer.progress"), frame: Rect(x: inset, y: line.minY, width: 0, height: line.height),
                    cornerRadius: CornerRadius(Tuning.progressHeight / 2), fill: Tuning.onTint, isHitTestable: false), in: content)
        }
        var paths = MiniPlayerPaths(artwork: artwork, title: title, artist: artist, play: button, devices: devices, progress: progress)
        if let incoming {
            paths.incomingTitle = incoming.title
            paths.incomingArtist = incoming.artist
            paths.swipePitch = textWidth + Tuning.miniTitleGap
        }
        return paths
    }

    /// The full player's own Now Playing, in the `player.content` slot: header,
    /// artwork, title and artist (aligned to the leading side), and the transport
    /// (not mirrored right to left: playback controls keep their direction, as iOS's do).
    static func addNowPlaying(_ c: Configuration, to tree: inout LayerTree, in content: LayerPath) -> NowPlayingPaths {
        let w = c.viewport.width, env = c.environment
        let layout = NowPlayingLayout(c)
        let artSide = layout.artwork.width, margin = layout.text.minX
        let artY = layout.artwork.minY
        let titleY = layout.titleY
        let titleHeight = layout.titleHeight
        let artistY = titleY + titleHeight + Tuning.artistGap
        let artistHeight = layout.artistHeight
        let controlsY = artistY + artistHeight + Tuning.controlsTop
        let align: TextContent.Alignment = env.isRightToLeft ? .trailing : .leading
        let track = c.catalogue.track(0)
        // Drawn on the artwork's tint: light text in both appearances.
        let headerHeight = textHeight(c, Tuning.headerFont, atLeast: Tuning.headerHeight)
        tree.add(
            .text(
                c.id("player.header"), "Now Playing",
                frame: Rect(
                    x: Tuning.headerInset, y: c.headerMidY - headerHeight / 2, width: max(1, w - 2 * Tuning.headerInset), height: headerHeight),
                size: env.font(Tuning.headerFont), weight: .bold, color: Tuning.onTint, alignment: .center
            )
            .accessible(AccessibilityInfo(.header, label: "Now Playing", actions: [.escape(c.action("close"))])), in: content)
        let artwork = tree.add(
            Layer(
                id: c.id("player.artwork"), frame: Rect(x: layout.artwork.minX, y: artY, width: artSide, height: artSide),
                cornerRadius: CornerRadius(Tuning.artworkCornerRadius), content: .artwork(c.catalogue.artwork(ofTrack: 0)),
                isHitTestable: false), in: content)
        let title = tree.add(
            .text(
                c.id("player.title"), track.title, frame: Rect(x: margin, y: titleY, width: layout.text.width, height: titleHeight),
                size: env.font(Tuning.titleFont), weight: .bold, color: Tuning.onTint, alignment: align), in: content)
        let artist = tree.add(
            .text(
                c.id("player.artist"), track.artist, frame: Rect(x: margin, y: artistY, width: layout.text.width, height: artistHeight),
                size: env.font(Tuning.artistFont), color: Tuning.onTintSecondary, alignment: align), in: content)
        let controls = tree.add(
            Layer(
                id: c.id("player.controls"), frame: Rect(x: margin, y: controlsY, width: layout.text.width, height: Tuning.playSide),
                isHitTestable: false), in: content)
        let playSide = Tuning.playSide, skip = Tuning.skipSide, skipY = (playSide - skip) / 2, side = layout.text.width
        tree.add(
            Layer(
                id: c.id("player.previous"), frame: Rect(x: side / 2 - playSide / 2 - Tuning.skipGap - skip, y: skipY, width: skip, height: skip),
                content: .path(Symbols.skip(size: skip, forward: false, color: Tuning.onTint))), in: controls)
        let play = tree.add(
            Layer(
                id: c.id("player.play"), frame: Rect(x: side / 2 - playSide / 2, y: 0, width: playSide, height: playSide),
                cornerRadius: CornerRadius(playSide / 2), fill: Tuning.onTint), in: controls)
        let icon = playSide - 2 * Tuning.playIconInset
        let playIcon = tree.add(
            Layer(
                id: c.id("player.play.icon"), frame: Rect(x: Tuning.playIconInset, y: Tuning.playIconInset, width: icon, height: icon),
                content: .path(Symbols.play(size: icon)), isHitTestable: false), in: play)
        tree.add(
            Layer(
                id: c.id("player.next"), frame: Rect(x: side / 2 + playSide / 2 + Tuning.skipGap, y: skipY, width: skip, height: skip),
                content: .path(Symbols.skip(size: skip, forward: true, color: Tuning.onTint))), in: controls)
        return NowPlayingPaths(artwork: artwork, title: title, artist: artist, playIcon: playIcon)
    }
}

/// Where the full player's Now Playing goes, in any viewport of the fit range.
/// Portrait: one column, the readable width at most (centred); the artwork as wide
/// as the column less the margins unless the height is short, where it shrinks
/// (centred) so that the title, artist and transport stay on screen. Landscape: the
/// artwork in the leading half below the header, the text and transport in the
/// trailing half, centred on it. On a portrait phone every number is the seed's.
struct NowPlayingLayout {
    typealias Tuning = PlayerTransition.Tuning
    /// The artwork's square, and the text column (title, artist, transport): unmirrored
    /// (the transport keeps its direction; titles align by their own alignment).
    var artwork: Rect, text: Rect
    var titleY: Double, titleHeight: Double, artistHeight: Double

    init(_ c: PlayerTransition.Configuration) {
        let w = c.viewport.width, h = c.viewport.height, env = c.environment, margin = Tuning.margin
        titleHeight = PlayerTransition.textHeight(c, Tuning.titleFont, atLeast: Tuning.titleHeight)
        artistHeight = PlayerTransition.textHeight(c, Tuning.artistFont, atLeast: Tuning.artistHeight)
        // From the title's top to the transport's bottom.
        let below = titleHeight + Tuning.artistGap + artistHeight + Tuning.controlsTop + Tuning.playSide
        let artY = env.safeArea.top + Tuning.artworkTop
        let usable = w - env.safeArea.leading - env.safeArea.trailing
        // Beside the artwork the text and transport take half the width, or what the
        // transport needs on a small landscape phone; the artwork has the rest.
        let controlsWidth = min(max(usable / 2, Tuning.minimumControlsWidth + 2 * margin), Tuning.readableWidth)
        let artWidth = usable - controlsWidth
        if w > h, artWidth >= Tuning.minimumArtwork + 2 * Tuning.miniInset {
            let left = env.safeArea.leading
            let room = h - env.safeArea.bottom - Tuning.bottomPadding - artY
            let side = max(Tuning.minimumArtwork, min(artWidth - 2 * margin, room))
            artwork = Rect(x: left + (artWidth - side) / 2, y: artY, width: side, height: side)
            let top = max(artY, artwork.midY - (Tuning.titleTop + below) / 2)
            text = Rect(x: left + artWidth + margin, y: top, width: controlsWidth - 2 * margin, height: Tuning.titleTop + below)
            titleY = top + Tuning.titleTop
            return
        }
        let columnWidth = min(w, Tuning.readableWidth), columnX = (w - columnWidth) / 2
        let wide = max(1, columnWidth - 2 * margin)
        // The artwork shrinks for a short viewport and a phone's home indicator, not for a
        // larger bottom inset (a host's own bar), which the player's sheet already covers.
        let bottom = min(env.safeArea.bottom, Tuning.homeIndicatorInset)
        let room = h - bottom - Tuning.bottomPadding - artY - Tuning.titleTop - below
        let side = room >= wide ? wide : max(Tuning.minimumArtwork, room)
        artwork = Rect(x: columnX + margin + (wide - side) / 2, y: artY, width: side, height: side)
        text = Rect(x: columnX + margin, y: artY + side, width: wide, height: Tuning.titleTop + below)
        titleY = artY + side + Tuning.titleTop
    }
}
