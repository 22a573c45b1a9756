import CrossfadeMotion
import CrossfadeScene

/// Where cover-carousel's moving layers sit, found by id once (the covers live
/// under `carousel`, whose children change as covers come into view).
struct CoverCarouselPaths: Sendable {
    let carousel: LayerPath
    let title: LayerPath
    let artist: LayerPath
    let fill: LayerPath
    let halo: LayerPath
    let thumb: LayerPath
    let elapsed: LayerPath
    let remaining: LayerPath
    let play: LayerPath
    let shuffle: LayerPath
    let repeatButton: LayerPath

    init(in layers: [Layer], _ c: CoverCarousel.Configuration) {
        carousel = layers.path(to: c.id("carousel"))!
        title = layers.path(to: c.id("title"))!
        artist = layers.path(to: c.id("artist"))!
        fill = layers.path(to: c.id("slider.fill"))!
        halo = layers.path(to: c.id("slider.halo"))!
        thumb = layers.path(to: c.id("slider.thumb"))!
        elapsed = layers.path(to: c.id("slider.elapsed"))!
        remaining = layers.path(to: c.id("slider.remaining"))!
        play = layers.path(to: c.id("button.play"))!
        shuffle = layers.path(to: c.id("button.shuffle"))!
        repeatButton = layers.path(to: c.id("button.repeat"))!
    }
}

extension CoverCarousel.Configuration {
    /// Mirrors a frame right to left when `rtl`.
    func placed(_ rect: Rect) -> Rect {
        rtl ? Rect(x: viewport.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    /// The transport row's buttons, in leading-to-trailing order: the play button
    /// (74 × 74) in the middle, two equal slots on each side, each button centred in
    /// its slot (44 pt, or the slot's width where narrower).
    var transportFrames: [(id: String, frame: Rect)] {
        let w = viewport.width, play = 74.0
        let side = max(0, (w - 2 * margin - play) / 2), slot = side / 2
        let size = min(44, slot)
        func button(_ slotStart: Double) -> Rect {
            Rect(x: slotStart + (slot - size) / 2, y: transportY - size / 2, width: size, height: size)
        }
        let trailingStart = w / 2 + play / 2
        return [
            ("button.shuffle", placed(button(margin))),
            ("button.previous", placed(button(margin + slot))),
            ("button.play", placed(Rect(x: (w - play) / 2, y: transportY - play / 2, width: play, height: play))),
            ("button.next", placed(button(trailingStart))),
            ("button.repeat", placed(button(trailingStart + slot))),
        ]
    }
}

extension CoverCarousel {
    public func makeLayers() -> [Layer] {
        Self.buildLayers(configuration, track: track, centre: carousel.scroll.contentOffset / configuration.pitch)
    }

    static func buildLayers(_ c: Configuration, track: Int, centre: Double) -> [Layer] {
        let w = c.viewport.width, align: TextContent.Alignment = c.rtl ? .trailing : .leading
        let t = c.sliderTrack
        var layers: [Layer] = [
            .text(c.id("header"), "PLAYING FROM YOUR LIBRARY", frame: Rect(x: c.margin, y: c.topSafeArea + 18, width: w - 2 * c.margin, height: 20),
                  size: 11, weight: .semibold, color: Palette.secondaryText, alignment: .center),
            Layer(id: c.id("carousel"), frame: Rect(x: 0, y: c.carouselTop, width: w, height: c.coverSize), isHitTestable: true,
                  children: coverLayers(c, around: centre)),
            .text(c.id("title"), title(of: track), frame: c.placed(Rect(x: c.margin, y: c.titleTop, width: w - 2 * c.margin, height: 30)),
                  size: 22, weight: .bold, alignment: align),
            .text(c.id("artist"), artist(of: track), frame: c.placed(Rect(x: c.margin, y: c.titleTop + 32, width: w - 2 * c.margin, height: 22)),
                  size: 16, color: Palette.secondaryText, alignment: align),
            Layer(id: c.id("slider.track"), frame: t, cornerRadius: CornerRadius(2), fill: Color(hex: 0x4D4D4D)),
            Layer(id: c.id("slider.fill"), frame: c.placed(Rect(x: t.minX, y: t.minY, width: 0, height: t.height)), cornerRadius: CornerRadius(2),
                  fill: Palette.primaryText, isHitTestable: false),
            Layer(id: c.id("slider.halo"), frame: Rect(x: t.minX - 14, y: t.midY - 14, width: 28, height: 28), opacity: 0,
                  cornerRadius: CornerRadius(14), fill: Color(hex: 0xFFFFFF, alpha: 0.25), isHitTestable: false),
            Layer(id: c.id("slider.thumb"), frame: Rect(x: t.minX - 4, y: t.midY - 4, width: 8, height: 8), cornerRadius: CornerRadius(4),
                  fill: Palette.primaryText, isHitTestable: false),
            .text(c.id("slider.elapsed"), "0:00", frame: c.placed(Rect(x: t.minX, y: t.maxY + 8, width: 60, height: 16)), size: 11,
                  color: Palette.secondaryText, alignment: align),
            .text(c.id("slider.remaining"), "-0:00", frame: c.placed(Rect(x: t.maxX - 60, y: t.maxY + 8, width: 60, height: 16)), size: 11,
                  color: Palette.secondaryText, alignment: c.rtl ? .leading : .trailing),
        ]
        for (id, frame) in c.transportFrames {
            layers.append(transportButton(c, id, frame))
        }
        return layers
    }

    private static func transportButton(_ c: Configuration, _ id: String, _ frame: Rect) -> Layer {
        let s = frame.width
        let forward = !c.rtl
        switch id {
        case "button.play":
            return Layer(id: c.id(id), frame: frame, cornerRadius: CornerRadius(s / 2), fill: Palette.primaryText, children: [
                Layer(id: c.id("button.play.icon"), frame: Rect(x: 20, y: 20, width: s - 40, height: s - 40),
                      content: .path(Symbols.play(size: s - 40)), isHitTestable: false),
            ])
        case "button.previous", "button.next":
            let icon = min(24, s)
            return Layer(id: c.id(id), frame: frame, children: [
                Layer(id: c.id(id + ".icon"), frame: Rect(x: (s - icon) / 2, y: (s - icon) / 2, width: icon, height: icon),
                      content: .path(Symbols.skip(size: icon, forward: (id == "button.next") == forward)), isHitTestable: false),
            ])
        default:
            let icon = min(22, s)
            return Layer(id: c.id(id), frame: frame, children: [
                Layer(id: c.id(id + ".icon"), frame: Rect(x: (s - icon) / 2, y: (s - icon) / 2, width: icon, height: icon),
                      content: .path(id == "button.shuffle" ? Symbols.shuffle(size: icon) : Symbols.repeatLoop(size: icon)), isHitTestable: false),
            ])
        }
    }

    /// The covers near the viewport when the carousel is `centre` covers along:
    /// those within half a viewport and one cover of the middle.
    static func visibleCovers(_ c: Configuration, around centre: Double) -> ClosedRange<Int> {
        let count = max(1, c.trackCount)
        let reach = (c.centreX + c.coverSize / 2) / c.pitch + 1
        let low = coverIndex((centre - reach).rounded(.down), count: count)
        return low...max(low, coverIndex((centre + reach).rounded(.up), count: count))
    }

    /// A whole number of covers (any Double, NaN and infinities included) as an index into the queue.
    static func coverIndex(_ value: Double, count: Int) -> Int {
        Int(clamp(value, 0...Double(max(0, count - 1))))
    }

    static func coverLayers(_ c: Configuration, around centre: Double) -> [Layer] {
        visibleCovers(c, around: centre).map { index in
            Layer(id: c.id("cover.\(index)"), frame: Rect(x: 0, y: 0, width: c.coverSize, height: c.coverSize),
                  cornerRadius: CornerRadius(6), content: .artwork(Palette.artwork(index)), isHitTestable: false)
        }
    }

    /// A cover's scale `distance` pt from the carousel's centre: min(1, 1 − k·d/centreX + tolerance).
    static func scale(_ c: Configuration, distance: Double) -> Double {
        max(0.05, min(1, 1 - c.scaleFactor * distance / c.centreX + c.tolerance))
    }

    /// A cover's opacity at `scale`: fadedScale…1 maps linearly onto minimumAlpha…1.
    static func alpha(_ c: Configuration, scale: Double) -> Double {
        let t = (scale - c.fadedScale) / (1 - c.fadedScale)
        return clamp(c.minimumAlpha + t * (1 - c.minimumAlpha), min(c.minimumAlpha, 1)...1)
    }

    /// Updates what moves, in place. Cover layers are rebuilt only when the set
    /// near the viewport changes; texts only when what they say changes.
    public func updateLayers(_ layers: inout [Layer]) {
        let c = configuration
        let offset = carousel.scroll.contentOffset
        let window = Self.visibleCovers(c, around: offset / c.pitch)
        let drawn = layers.read(paths.carousel) { ($0.children.first.map { Layer.lastNumber(inID: $0.id) } ?? -1, $0.children.count) }
        if drawn.0 != window.lowerBound || drawn.1 != window.count {
            layers.update(paths.carousel) { $0.children = Self.coverLayers(c, around: offset / c.pitch) }
        }
        let sign = c.rtl ? -1.0 : 1.0, shown = c.reduceMotion ? clamp(fade.value, 0...1) : 1
        layers.update(paths.carousel) { carousel in
            for slot in carousel.children.indices {
                let index = window.lowerBound + slot
                let centreX = c.centreX + sign * (Double(index) * c.pitch - offset)
                let scale = Self.scale(c, distance: abs(centreX - c.centreX))
                carousel.children[slot].frame.origin.x = centreX - c.coverSize / 2
                carousel.children[slot].transform = AffineTransform(scaleX: scale, y: scale)
                carousel.children[slot].opacity = Self.alpha(c, scale: scale) * shown
            }
        }
        updateTexts(&layers)
        updateSlider(&layers)
    }

    private func updateTexts(_ layers: inout [Layer]) {
        let shownTrack = layers.read(paths.title) { Self.trackNumber(inTitle: $0) }
        if shownTrack != track + 1 {
            let title = Self.title(of: track), artist = Self.artist(of: track)
            layers.update(paths.title) { $0.setText(title) }
            layers.update(paths.artist) { $0.setText(artist) }
        }
        let isPauseIcon = layers.read(paths.play) { layer -> Bool in
            guard case .path(let path)? = layer.children.first?.content else { return false }
            return path.elements.count != 4
        }
        updateModeButtons(&layers)
        if isPauseIcon != playing {
            let size = 74.0 - 40
            layers.update(paths.play) { $0.children[0].content = .path(playing ? Symbols.pause(size: size) : Symbols.play(size: size)) }
        }
    }

    private func updateSlider(_ layers: inout [Layer]) {
        let c = configuration, t = c.sliderTrack
        let length = duration(of: track)
        let value = sliderFraction
        let fill = c.placed(Rect(x: t.minX, y: t.minY, width: t.width * value, height: t.height))
        if layers.read(paths.fill, { $0.frame != fill }) { layers.update(paths.fill) { $0.frame = fill } }
        let x = c.rtl ? t.maxX - t.width * value : t.minX + t.width * value
        let grow = clamp(thumb.value, 0...1.2)
        let size = 8 + 8 * grow
        let thumbFrame = Rect(x: x - size / 2, y: t.midY - size / 2, width: size, height: size)
        if layers.read(paths.thumb, { $0.frame != thumbFrame }) {
            layers.update(paths.thumb) { $0.frame = thumbFrame; $0.cornerRadius = CornerRadius(size / 2) }
            layers.update(paths.halo) { $0.frame.origin.x = x - 14; $0.opacity = clamp(grow, 0...1) }
        }
        let seconds = Int(clamp(elapsed, 0...length)), remaining = Int(length) - seconds
        if layers.read(paths.elapsed, { Self.seconds(inLabel: $0) != seconds }) {
            let text = Self.clock(seconds)
            layers.update(paths.elapsed) { $0.setText(text) }
        }
        if layers.read(paths.remaining, { Self.seconds(inLabel: $0) != remaining }) {
            let text = "-" + Self.clock(remaining)
            layers.update(paths.remaining) { $0.setText(text) }
        }
    }

    /// Shuffle and repeat show green when on (repeat one with a dot), white when off.
    private func updateModeButtons(_ layers: inout [Layer]) {
        let shuffleColor = shuffle ? Palette.accent : Palette.primaryText, repeatColor = repeatMode == .off ? Palette.primaryText : Palette.accent
        let one = repeatMode == .one
        layers.update(paths.shuffle) { button in
            guard case .path(let path)? = button.children[0].content, path.stroke != shuffleColor else { return }
            button.children[0].content = .path(Symbols.shuffle(size: button.children[0].frame.width, color: shuffleColor))
        }
        layers.update(paths.repeatButton) { button in
            guard case .path(let path)? = button.children[0].content else { return }
            let drawnOne = path.elements.count > 9
            guard path.stroke != repeatColor || drawnOne != one else { return }
            button.children[0].content = .path(Symbols.repeatLoop(size: button.children[0].frame.width, color: repeatColor, one: one))
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

    /// The number after the title's last space (the track's, from 1), read without allocating.
    static func trackNumber(inTitle layer: Layer) -> Int {
        guard case .text(let text)? = layer.content else { return -1 }
        var number = 0
        for byte in text.text.utf8 {
            if byte == UInt8(ascii: " ") { number = 0 } else if byte >= 48, byte <= 57 { number = number * 10 + Int(byte - 48) }
        }
        return number
    }
}
