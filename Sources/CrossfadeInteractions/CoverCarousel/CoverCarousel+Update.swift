import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CoverCarousel {
    /// Updates what moves, in place. Cover layers are rebuilt only when the set
    /// near the viewport changes; texts and icons only when what they show changes.
    public func updateLayers(_ layers: inout [Layer]) {
        let offset = carousel.scroll.contentOffset, look = CoverLook(configuration)
        let window = Self.visibleCovers(configuration, around: offset / look.pitch)
        let drawn = layers.read(paths.carousel) { ($0.children.first.map { Layer.lastNumber(inID: $0.id) } ?? -1, $0.children.count) }
        if drawn.0 != window.lowerBound || drawn.1 != window.count || orderRedraw.isSet {
            let covers = Self.coverLayers(configuration, around: offset / look.pitch)
            layers.update(paths.carousel) { $0.children = covers }
        }
        let shown = fade.opacity
        layers.update(paths.carousel) { carousel in
            // The covers are the window's, in order: the n-th is cover lowerBound + n.
            for (n, index) in window.enumerated() where n < carousel.children.count {
                let centreX = look.centreX + look.sign * (Double(index) * look.pitch - offset)
                let scale = look.scale(distance: abs(centreX - look.centreX))
                carousel.children[n].frame.origin.x = centreX - look.coverSize / 2
                carousel.children[n].transform = AffineTransform(scaleX: scale, y: scale)
                carousel.children[n].opacity = look.alpha(scale: scale) * shown
            }
        }
        updateTexts(&layers)
        updateButtons(&layers)
        updateSlider(&layers)
    }

    /// The playing track's title and artist, rewritten only when they differ.
    private func updateTexts(_ layers: inout [Layer]) {
        let tracks = configuration.catalogue.tracks
        guard let index = configuration.catalogue.trackIndex(playingTrack) else { return }
        let title = tracks[index].title, artist = tracks[index].artist
        let titleChanged = layers.read(paths.title, { $0.shownText != title }), artistChanged = layers.read(paths.artist, { $0.shownText != artist })
        if titleChanged { layers.update(paths.title) { $0.setText(title) } }
        if artistChanged { layers.update(paths.artist) { $0.setText(artist) } }
        updateAccessibility(&layers, trackChanged: titleChanged || artistChanged)
    }

    /// Play or pause; shuffle and repeat green when on (repeat one with a dot).
    private func updateButtons(_ layers: inout [Layer]) {
        let palette = configuration.environment.palette, playing = playback.playing
        let isPauseIcon = layers.read(paths.playIcon) { layer -> Bool in
            guard case .path(let path)? = layer.content else { return false }
            return path.elements.count != 4
        }
        if isPauseIcon != playing {
            let size = Tuning.playSize - 2 * Tuning.playIconInset
            let icon = playing ? Symbols.pause(size: size, color: palette.background) : Symbols.play(size: size, color: palette.background)
            layers.update(paths.playIcon) { $0.content = .path(icon) }
        }
        let shuffleColor = playback.shuffle ? palette.accent : palette.primaryText
        let repeatColor = playback.repeatMode == .off ? palette.primaryText : palette.accent, one = playback.repeatMode == .one
        layers.update(paths.shuffleIcon) { icon in
            guard case .path(let path)? = icon.content, path.stroke != shuffleColor else { return }
            icon.content = .path(Symbols.shuffle(size: icon.frame.width, color: shuffleColor))
        }
        layers.update(paths.repeatIcon) { icon in
            guard case .path(let path)? = icon.content else { return }
            let drawnOne = path.elements.count > 9
            guard path.stroke != repeatColor || drawnOne != one else { return }
            icon.content = .path(Symbols.repeatLoop(size: icon.frame.width, color: repeatColor, one: one))
        }
    }

    private func updateSlider(_ layers: inout [Layer]) {
        let t = configuration.sliderTrack
        let length = duration(of: playback.track)
        let value = slider.isHeld ? slider.value : (length > 0 ? clamp(playback.elapsed(at: time) / length, 0...1) : 0)
        let fill = configuration.placed(Rect(x: t.minX, y: t.minY, width: t.width * value, height: t.height))
        if layers.read(paths.fill, { $0.frame != fill }) { layers.update(paths.fill) { $0.frame = fill } }
        let x = configuration.isRightToLeft ? t.maxX - t.width * value : t.minX + t.width * value
        let grow = clamp(slider.growth.value, 0...1.2)
        let size = Tuning.thumbSize + Tuning.thumbGrowth * grow, halo = Tuning.haloSize
        let thumbFrame = Rect(x: x - size / 2, y: t.midY - size / 2, width: size, height: size)
        if layers.read(paths.thumb, { $0.frame != thumbFrame }) {
            layers.update(paths.thumb) {
                $0.frame = thumbFrame; $0.cornerRadius = CornerRadius(size / 2)
            }
            layers.update(paths.halo) {
                $0.frame.origin.x = x - halo / 2; $0.opacity = clamp(grow, 0...1)
            }
        }
        let shownElapsed = slider.isHeld ? slider.value * length : clamp(playback.elapsed(at: time), 0...length)
        let seconds = Int(clamp(shownElapsed, 0...length)), remaining = Int(length) - seconds
        let elapsedChanged = layers.read(paths.elapsed, { Self.seconds(inLabel: $0) != seconds })
        let remainingChanged = layers.read(paths.remaining, { Self.seconds(inLabel: $0) != remaining })
        if elapsedChanged || remainingChanged {
            let whole = Int(length)
            layers.update(paths.slider) { Self.updateSliderAccessibility(&$0, elapsed: seconds, length: whole) }
        }
        if elapsedChanged {
            let text = Self.clock(seconds)
            layers.update(paths.elapsed) { $0.setText(text) }
        }
        if remainingChanged {
            let text = "-" + Self.clock(remaining)
            layers.update(paths.remaining) { $0.setText(text) }
        }
    }

    /// "m:ss".
    static func clock(_ seconds: Int) -> String {
        let s = seconds % 60
        return "\(seconds / 60):\(s < 10 ? "0" : "")\(s)"
    }

    /// The whole seconds a "m:ss" or "-m:ss" label shows (read without allocating).
    static func seconds(inLabel layer: Layer) -> Int {
        guard case .text(let text)? = layer.content else { return -1 }
        var minutes = 0, seconds = 0, afterColon = false
        for byte in text.text.utf8 {
            switch byte {
            case UInt8(ascii: ":"): afterColon = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if afterColon { seconds = seconds * 10 + Int(byte - 48) } else { minutes = minutes * 10 + Int(byte - 48) }
            default: break
            }
        }
        return minutes * 60 + seconds
    }
}
