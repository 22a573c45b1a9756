import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CardPresentation {
    /// Updates what moves, in place: everything follows the card's top edge alone.
    public func updateLayers(_ layers: inout [Layer]) {
        let c = configuration
        let w = c.cardWidth, x = c.cardX
        if c.environment.reduceMotion {
            // Direct manipulation moves it; everything else put it where it is going at
            // once, fading in there (or out, where it was, when it left the screen).
            let fadingOut = isFadingOut
            let top = fadingOut ? (fadingOutFrom ?? cardTop) : cardTop, opacity = fadingOut ? 1 - fade.opacity : fade.opacity
            let dim = c.dimOpacity * clamp(shownFraction(of: top, restingAt: c.largeTop), 0...1) * opacity
            layers.update(paths.presenting) {
                $0.transform = .identity; $0.cornerRadius = .none
            }
            layers.update(paths.card) {
                $0.frame = Rect(x: x, y: top, width: w, height: c.cardHeight + c.overshootLimit)
                $0.opacity = opacity
                $0.cornerRadius = CornerRadius(c.cornerRadius, corners: .top)
            }
            layers.update(paths.dim) { $0.opacity = dim }
        } else {
            // Scaled about its centre, then moved down so its top meets the safe area when presented.
            // (Past dismissed, a spring's overshoot moves only the card, off screen.)
            let transform = presentingTransform, top = cardTop, shown = clamp(progress, 0...1)
            layers.update(paths.presenting) {
                $0.transform = transform; $0.cornerRadius = CornerRadius(c.cornerRadius * shown)
            }
            layers.update(paths.card) {
                $0.frame = Rect(x: x, y: top, width: w, height: c.cardHeight + c.overshootLimit)
                $0.opacity = 1
                $0.cornerRadius = CornerRadius(c.cornerRadius * shown, corners: .top)
            }
            layers.update(paths.dim) { $0.opacity = c.dimOpacity * shown }
        }
        updateGrabber(&layers)
        // Deep in the card: written only when changed (walking down to write costs more than to read).
        let list = AffineTransform(translationX: 0, y: -chain.inner.scroll.contentOffset)
        if layers.read(paths.list, { $0.transform != list }) { layers.update(paths.list) { $0.transform = list } }
        if configuration.drawsSlider { updateSlider(&layers) }
        // The rows' places: while they move, and once more after (a touch, an action, or the step they land in).
        if rowPlaces.isSet || !reorder.isSettled { updateRowPlaces(&layers) }
        // A parent's queue: checked in full only while the card shows (reading every row
        // each frame costs more than the rest of the frame); hidden, its first row —
        // which a new queue after another track changes — is enough to notice.
        if !queue.isEmpty, rowsDiffer(layers, every: cardTop < configuration.dismissedTop || isFadingOut) { updateRows(&layers) }
        if let clock = paths.clock {
            let color: Color = statusBarIsLight ? .white : .black
            layers.update(clock) { $0.setTextColor(color) }
        }
    }

    /// How the app behind is drawn now (about its centre): scaled back and moved
    /// down so its top meets the safe area when presented; identity with Reduce
    /// Motion. A parent presenting over its own content applies this to it.
    public var presentingTransform: AffineTransform {
        let c = configuration
        guard !c.environment.reduceMotion else { return .identity }
        let q = max(0, progress)
        let scale = 1 - (1 - c.presentingScale) * q
        let lift = q * (c.topSafeArea - c.viewport.height * (1 - c.presentingScale) / 2)
        return AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: 0, y: lift))
    }

    /// The app behind's corner radius now, pt.
    public var presentingCornerRadius: Double {
        configuration.environment.reduceMotion ? 0 : configuration.cornerRadius * clamp(progress, 0...1)
    }

    /// The grabber reshaped only when its shape changes (at rest and while the card merely moves, it does not).
    private func updateGrabber(_ layers: inout [Layer]) {
        let size = configuration.grabberSize, flatness = clamp(grabber.value, 0...1)
        layers.update(paths.grabber) {
            guard case .path(let drawn)? = $0.content, drawn.elements.count == 3, case .line(let middle) = drawn.elements[1],
                middle.y != Symbols.chevronMiddleY(height: size.height, flatness: flatness)
            else { return }
            guard case .path(var path)? = $0.content else { return }
            $0.content = nil  // hand the elements over uniquely: reshaped in place
            Symbols.setChevron(&path.elements, width: size.width, height: size.height, flatness: flatness)
            $0.content = .path(path)
        }
    }

    /// The slider's fill from its leading end, and the thumb there (grown while held).
    private func updateSlider(_ layers: inout [Layer]) {
        let c = configuration, track = c.sliderTrack, filled = track.width * slider.value
        let fill = c.placed(Rect(x: track.minX, y: track.minY, width: filled, height: track.height), in: c.cardWidth)
        if layers.read(paths.fill, { $0.frame != fill }) { layers.update(paths.fill) { $0.frame = fill } }
        let size = Tuning.thumbSize + Tuning.thumbGrowth * clamp(slider.growth.value, 0...1.2)
        let x = c.isRightToLeft ? track.maxX - filled : track.minX + filled
        let thumb = Rect(x: x - size / 2, y: track.midY - size / 2, width: size, height: size)
        if layers.read(paths.thumb, { $0.frame != thumb }) {
            layers.update(paths.thumb) {
                $0.frame = thumb; $0.cornerRadius = CornerRadius(size / 2)
            }
        }
    }

    /// Each row where the reorder draws it: the held one under the finger, lifted
    /// (over the others, on a fill of its own), the others
    /// making way; written only where they differ.
    private func updateRowPlaces(_ layers: inout [Layer]) {
        let c = configuration, pitch = c.rowPitch
        let lifted = c.environment.appearance == .dark ? Color(hex: Tuning.liftedDark) : Color.white
        for (slot, row) in paths.rows.enumerated() where slot < reorder.count {
            // (At rest exactly where the tree puts a row: its place in the list, plus nothing.)
            let offset = reorder.offset(ofSlot: slot), y = Double(slot + c.sliderRows) * pitch + offset, isLifted = reorder.isLifted(slot)
            let fill: Color? = isLifted ? lifted : nil, z = isLifted ? 1.0 : 0
            guard layers.read(row.row, { $0.frame.minY != y || $0.fill != fill || $0.zPosition != z }) else { continue }
            layers.update(row.row) { layer in
                layer.frame = Rect(x: 0, y: y, width: layer.frame.width, height: pitch)
                layer.fill = fill
                layer.zPosition = z
            }
        }
    }

    /// Whether a row (`every` one, or the first) shows another title or artist than
    /// the queue says (read in place, nothing allocated).
    private func rowsDiffer(_ layers: [Layer], every: Bool) -> Bool {
        let tracks = configuration.catalogue.tracks
        for (index, row) in paths.rows.enumerated() where every || index == 0 {
            guard let i = configuration.catalogue.trackIndex(Self.queueTrack(index, in: queue)) else { return false }
            let title = tracks[i].title, artist = tracks[i].artist
            if layers.read(row.title, { $0.shownText != title }) || layers.read(row.artist, { $0.shownText != artist }) { return true }
        }
        return false
    }

    /// The rows show the queue.
    private func updateRows(_ layers: inout [Layer]) {
        let catalogue = configuration.catalogue
        for (index, row) in paths.rows.enumerated() {
            let track = Self.queueTrack(index, in: queue)
            let info = catalogue.track(track), art = catalogue.artwork(ofTrack: track)
            layers.update(row.art) { $0.content = .artwork(art) }
            layers.update(row.title) {
                $0.setText(info.title); $0.setAccessibility(label: info.title, value: info.artist)
            }
            layers.update(row.artist) { $0.setText(info.artist) }
            if let handle = row.handle { layers.update(handle) { $0.setAccessibility(label: Self.handleLabel(info.title), value: "") } }
        }
    }
}
