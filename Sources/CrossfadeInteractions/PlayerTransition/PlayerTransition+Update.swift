import CrossfadeMotion
import CrossfadeScene

extension PlayerTransition {
    /// Updates what moves (frames, transforms, opacities, fill) and what plays, in
    /// place. (The closures capture locals only, never the model.)
    public func updateLayers(_ layers: inout [Layer]) {
        let drawn = self.drawn
        let shown = drawn.inside
        let contentOpacity = transition?.contentOpacity ?? (side == .open ? 1 : 0)
        let miniOpacity = transition?.miniOpacity ?? (side == .open ? 0 : 1)
        // Reduce Motion: what jumped fades in where it landed (1 otherwise).
        let fade = crossFade.opacity
        let c = configuration, card = c.miniPlayerStyle == .card
        let fill = Self.containerFill(c, track: playback.track, openness: shown)
        // Past open, the container stretches up (as a spring's overshoot does in
        // UIKit, whose frames extrapolate); past closed, it drops. The card's corners
        // straighten as it grows into the sheet.
        let container = Self.containerFrame(c, openness: shown + drawn.stretch)
        let corners = CornerRadius(card ? Tuning.cardCornerRadius * (1 - clamp(shown, 0...1)) : 0)
        let lift = AffineTransform(translationX: 0, y: drawn.drop)
        let tabBarShift = AffineTransform(translationX: 0, y: tabBarOffset)
        if let tabBar = paths.tabBar {
            layers.update(tabBar) {
                $0.transform = tabBarShift; $0.opacity = fade
            }
        }
        layers.update(paths.player) {
            $0.frame = container; $0.cornerRadius = corners; $0.transform = lift; $0.opacity = fade
        }
        // What the sheet holds stays put sideways as the card widens into it (it only rises with the top).
        let inside = -container.minX
        layers.update(paths.backdrop) {
            if c.drawsBackdrop, $0.fill != fill { $0.fill = fill }
            $0.frame.origin.x = inside
        }
        // With the card, the content starts a mini player's height lower and rises as
        // it opens, so it never meets the mini player's row while both show.
        let contentY = card ? (1 - clamp(shown, 0...1)) * c.miniFrame.size.height : 0
        let chevronY = Self.chevronY(configuration) + contentY, chevronX = Self.chevronX(c) + inside
        layers.update(paths.content) {
            $0.opacity = contentOpacity; $0.frame.origin = Point(x: inside, y: contentY)
        }
        layers.update(paths.chevron) {
            $0.opacity = contentOpacity; $0.frame.origin = Point(x: chevronX, y: chevronY)
        }
        // The card is the top of the sheet (as wide as it); the bar sits in its row.
        let miniFrame =
            card
            ? Rect(x: container.minX, y: container.minY, width: container.width, height: Self.closedFrame(c).height)
            : Self.miniPlayerFrame(c, container: container)
        layers.update(paths.miniPlayer) {
            $0.frame = miniFrame
            $0.opacity = miniOpacity * fade
            $0.transform = lift
        }
        // Last: the progress line spans the mini player as it is drawn now (the card widens as it opens).
        updateNowPlaying(&layers)
    }

    /// Writes what `playback` says where it differs from what is drawn: titles and
    /// artwork only when the track changes, the play/pause icons and the progress
    /// line as they change.
    private func updateNowPlaying(_ layers: inout [Layer]) {
        let index = playback.track, mini = paths.mini
        if let title = trackTitle(index), layers.read(mini.title, { $0.shownText != title }) { showTrack(index, in: &layers) }
        let playing = playback.playing
        if layers.read(mini.play, { Self.showsPause($0) }) != playing {
            let size = layers.read(mini.play) { $0.frame.width }, color = miniIconColor
            layers.update(mini.play) {
                $0.content = .path(playing ? Symbols.pause(size: size, color: color) : Symbols.play(size: size, color: color))
            }
        }
        if let icon = paths.nowPlaying?.playIcon, layers.read(icon, { Self.showsPause($0) }) != playing {
            let size = layers.read(icon) { $0.frame.width }
            layers.update(icon) { $0.content = .path(playing ? Symbols.pause(size: size) : Symbols.play(size: size)) }
        }
        if let progress = mini.progress {
            let inset = Tuning.miniInset, rtl = configuration.environment.isRightToLeft
            let full = max(0, layers.read(paths.miniPlayer) { $0.frame.width } - 2 * inset)
            let width = full * progressFraction(index), x = rtl ? inset + full - width : inset
            if layers.read(progress, { $0.frame.width != width }) {
                layers.update(progress) {
                    $0.frame.size.width = width; $0.frame.origin.x = x
                }
            }
        }
    }

    /// Shows track `index`'s title, artist and artwork (and the card's tint): a track change.
    private func showTrack(_ index: Int, in layers: inout [Layer]) {
        let track = configuration.catalogue.track(index), artwork = configuration.catalogue.artwork(ofTrack: index)
        layers.update(paths.mini.title) { $0.setText(track.title) }
        layers.update(paths.mini.artist) { $0.setText(track.artist) }
        layers.update(paths.mini.artwork) { $0.content = .artwork(artwork) }
        layers.update(paths.miniPlayer) { $0.setAccessibility(label: track.title, value: track.artist) }
        if configuration.miniPlayerStyle == .card {
            let tint = Self.miniCardTint(configuration, track: index)
            layers.update(paths.miniPlayer) { $0.fill = tint }
        }
        guard let nowPlaying = paths.nowPlaying else { return }
        layers.update(nowPlaying.title) { $0.setText(track.title) }
        layers.update(nowPlaying.artist) { $0.setText(track.artist) }
        layers.update(nowPlaying.artwork) { $0.content = .artwork(artwork) }
    }

    /// Track `index`'s title, read in place (a frame copies no track), or nil with no tracks.
    private func trackTitle(_ index: Int) -> String? {
        configuration.catalogue.trackIndex(index).map { configuration.catalogue.tracks[$0].title }
    }

    /// How far track `index` has played now, 0…1.
    private func progressFraction(_ index: Int) -> Double {
        guard let position = configuration.catalogue.trackIndex(index) else { return 0 }
        let duration = configuration.catalogue.tracks[position].duration
        return duration > 0 ? clamp(playback.elapsed(at: time) / duration, 0...1) : 0
    }

    /// The mini player's icon colour: light on the card's tint, the palette's on the bar.
    private var miniIconColor: Color {
        configuration.miniPlayerStyle == .card ? Tuning.onTint : configuration.environment.palette.primaryText
    }

    /// Whether a button's icon is the pause symbol (two bars) rather than play (a triangle).
    private static func showsPause(_ layer: Layer) -> Bool {
        guard case .path(let path)? = layer.content else { return false }
        return path.elements.count != 4
    }
}
