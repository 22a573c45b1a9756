import CrossfadeMotion
import CrossfadeScene

/// The layers cover-carousel updates, as its tree hands them back when it is
/// built (the covers live under `carousel`, whose children change as covers come
/// into view).
struct CoverCarouselPaths: Sendable {
    var carousel = LayerPath([])
    var title = LayerPath([])
    var artist = LayerPath([])
    var fill = LayerPath([])
    var halo = LayerPath([])
    var thumb = LayerPath([])
    var elapsed = LayerPath([])
    var remaining = LayerPath([])
    var playIcon = LayerPath([])
    var shuffleIcon = LayerPath([])
    var repeatIcon = LayerPath([])
    /// Each transport button's layer, for hit testing.
    var buttons: [(button: CoverCarousel.TransportButton, path: LayerPath)] = []
    /// The slider's track: what VoiceOver adjusts.
    var slider = LayerPath([])
}

extension CoverCarousel {
    public func makeLayers() -> [Layer] {
        Self.buildLayers(configuration, track: playback.track, centre: position).layers
    }

    /// The header, the covers around `centre`, the title and artist of `track`,
    /// the slider with its times, and the transport row; and their paths.
    static func buildLayers(_ c: Configuration, track: Int, centre: Double) -> (layers: [Layer], paths: CoverCarouselPaths) {
        let env = c.environment, palette = env.palette
        let align: TextContent.Alignment = c.isRightToLeft ? .trailing : .leading
        let info = c.catalogue.track(c.track(atCover: track)), t = c.sliderTrack
        var tree = LayerTree(), paths = CoverCarouselPaths()
        if c.drawsHeader {
            tree.add(
                .text(
                    c.id("header"), "PLAYING FROM YOUR LIBRARY", frame: c.headerFrame, size: env.font(Tuning.headerFont), weight: .semibold,
                    color: palette.secondaryText, alignment: .center))
        }
        paths.carousel = tree.add(
            Layer(
                id: c.id("carousel"), frame: c.placed(c.stageFrame), clipsToBounds: c.isSideBySide,
                accessibility: carouselAccessibility(c, track: track), children: coverLayers(c, around: centre)))
        paths.title = tree.add(
            .text(
                c.id("title"), info.title, frame: c.titleFrame, size: env.font(Tuning.titleFont), weight: .bold,
                color: palette.primaryText, alignment: align))
        paths.artist = tree.add(
            .text(
                c.id("artist"), info.artist, frame: c.artistFrame, size: env.font(Tuning.artistFont),
                color: palette.secondaryText, alignment: align))
        paths.slider = tree.add(
            Layer(
                id: c.id("slider.track"), frame: t, cornerRadius: CornerRadius(t.height / 2),
                fill: palette.primaryText.withAlpha(Tuning.trackAlpha),
                accessibility: sliderAccessibility(c, elapsed: 0, length: Int(info.duration))))
        paths.fill = tree.add(
            Layer(
                id: c.id("slider.fill"), frame: c.placed(Rect(x: t.minX, y: t.minY, width: 0, height: t.height)),
                cornerRadius: CornerRadius(t.height / 2), fill: palette.primaryText, isHitTestable: false))
        let halo = Tuning.haloSize, thumb = Tuning.thumbSize
        paths.halo = tree.add(
            Layer(
                id: c.id("slider.halo"), frame: Rect(x: t.minX - halo / 2, y: t.midY - halo / 2, width: halo, height: halo),
                opacity: 0, cornerRadius: CornerRadius(halo / 2), fill: palette.primaryText.withAlpha(Tuning.haloAlpha),
                isHitTestable: false))
        paths.thumb = tree.add(
            Layer(
                id: c.id("slider.thumb"), frame: Rect(x: t.minX - thumb / 2, y: t.midY - thumb / 2, width: thumb, height: thumb),
                cornerRadius: CornerRadius(thumb / 2), fill: palette.primaryText, isHitTestable: false))
        let timeFont = env.font(Tuning.timeFont)
        paths.elapsed = tree.add(
            .text(c.id("slider.elapsed"), "0:00", frame: c.elapsedFrame, size: timeFont, color: palette.secondaryText, alignment: align))
        paths.remaining = tree.add(
            .text(
                c.id("slider.remaining"), "-0:00", frame: c.remainingFrame, size: timeFont, color: palette.secondaryText,
                alignment: c.isRightToLeft ? .leading : .trailing))
        for (button, frame) in c.transportFrames {
            let (layer, icon) = transportButton(c, button, frame)
            let path = tree.add(layer.accessible(buttonAccessibility(c, button)))
            paths.buttons.append((button, path))
            let iconPath = tree.add(icon, in: path)
            switch button {
            case .play: paths.playIcon = iconPath
            case .shuffle: paths.shuffleIcon = iconPath
            case .repeatMode: paths.repeatIcon = iconPath
            case .previous, .next: break
            }
        }
        return (tree.layers, paths)
    }

    /// A transport button and its icon: the play button a filled circle, the others bare icons.
    private static func transportButton(_ c: Configuration, _ button: TransportButton, _ frame: Rect) -> (Layer, icon: Layer) {
        let s = frame.width, palette = c.environment.palette
        switch button {
        case .play:
            let inset = Tuning.playIconInset, size = max(1, s - 2 * inset)
            return (
                Layer(id: c.id(button.id), frame: frame, cornerRadius: CornerRadius(s / 2), fill: palette.primaryText),
                Layer(
                    id: c.id("button.play.icon"), frame: Rect(x: inset, y: inset, width: size, height: size),
                    content: .path(Symbols.play(size: size, color: palette.background)), isHitTestable: false)
            )
        case .previous, .next:
            let icon = min(Tuning.skipIconSize, s)
            let forward = (button == .next) != c.isRightToLeft
            return (
                Layer(id: c.id(button.id), frame: frame),
                Layer(
                    id: c.id(button.id + ".icon"), frame: Rect(x: (s - icon) / 2, y: (s - icon) / 2, width: icon, height: icon),
                    content: .path(Symbols.skip(size: icon, forward: forward, color: palette.primaryText)), isHitTestable: false)
            )
        case .shuffle, .repeatMode:
            let icon = min(Tuning.modeIconSize, s)
            let drawing =
                button == .shuffle
                ? Symbols.shuffle(size: icon, color: palette.primaryText) : Symbols.repeatLoop(size: icon, color: palette.primaryText)
            return (
                Layer(id: c.id(button.id), frame: frame),
                Layer(
                    id: c.id(button.id + ".icon"), frame: Rect(x: (s - icon) / 2, y: (s - icon) / 2, width: icon, height: icon),
                    content: .path(drawing), isHitTestable: false)
            )
        }
    }

    /// The covers near the viewport when the carousel is `centre` covers along:
    /// those within half a viewport and one cover of the middle.
    static func visibleCovers(_ c: Configuration, around centre: Double) -> ClosedRange<Int> {
        let count = c.queueLength
        let reach = (c.centreX + c.coverSize / 2) / c.pitch + Tuning.extraCovers
        let low = coverIndex((centre - reach).rounded(.down), count: count)
        return low...max(low, coverIndex((centre + reach).rounded(.up), count: count))
    }

    /// A whole number of covers (any Double, NaN and infinities included) as an index into the queue.
    static func coverIndex(_ value: Double, count: Int) -> Int {
        Int(clamp(value, 0...Double(max(0, count - 1))))
    }

    /// The covers near `centre`: each a slot (`cover.N`, where a host mounts the
    /// app's artwork of track N) holding the engine's own drawing of it (`cover.N.artwork`).
    static func coverLayers(_ c: Configuration, around centre: Double) -> [Layer] {
        let size = c.coverSize, corner = CornerRadius(Tuning.coverCornerRadius)
        return visibleCovers(c, around: centre).map { index in
            let id = c.id("cover.\(index)")
            return Layer(
                id: id, frame: Rect(x: 0, y: 0, width: size, height: size), cornerRadius: corner, content: .slot(id),
                clipsToBounds: true, isHitTestable: false,
                children: [
                    Layer(
                        id: id + ".artwork", frame: Rect(x: 0, y: 0, width: size, height: size), cornerRadius: corner,
                        content: .artwork(c.catalogue.artwork(ofTrack: c.track(atCover: index))), isHitTestable: false)
                ])
        }
    }

}

/// How the covers are placed, scaled and faded: the configuration's numbers for
/// that, copied out once a frame (without the catalogue the configuration holds).
struct CoverLook: Sendable {
    let pitch, centreX, coverSize, scaleFactor, tolerance, minimumAlpha, fadedScale: Double
    /// +1 left to right, −1 right to left.
    let sign: Double

    init(_ c: CoverCarousel.Configuration) {
        pitch = c.pitch
        centreX = c.centreX
        coverSize = c.coverSize
        scaleFactor = c.scaleFactor
        tolerance = c.tolerance
        minimumAlpha = c.minimumAlpha
        fadedScale = c.fadedScale
        sign = c.isRightToLeft ? -1 : 1
    }

    /// A cover's scale `distance` pt from the carousel's centre: min(1, 1 − k·d/centreX + tolerance).
    func scale(distance: Double) -> Double {
        max(CoverCarousel.Tuning.minimumScale, min(1, 1 - scaleFactor * distance / centreX + tolerance))
    }

    /// A cover's opacity at `scale`: fadedScale…1 maps linearly onto minimumAlpha…1.
    func alpha(scale: Double) -> Double {
        let t = (scale - fadedScale) / (1 - fadedScale)
        return clamp(minimumAlpha + t * (1 - minimumAlpha), min(minimumAlpha, 1)...1)
    }
}
