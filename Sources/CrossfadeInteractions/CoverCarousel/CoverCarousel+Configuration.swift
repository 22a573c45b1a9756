import CrossfadeMotion
import CrossfadeScene

extension CoverCarousel {
    /// What Now Playing shows and how it feels: the app's catalogue, whether it
    /// owns playback, the covers' geometry and every spring.
    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        /// The app's tracks: titles, artists, lengths and artwork.
        public var catalogue = Catalogue.demo
        /// On its own it owns its playback and applies what its controls ask; in a
        /// parent (false) it shows the parent's `playback` and sends `playbackRequests` up.
        public var ownsPlayback = true
        /// Space left and right of the centred cover, pt (a cover is width − 2·margin square).
        public var margin = 34.0
        /// Space between covers, pt: the seed's flow layout's line spacing (UIKit's
        /// default, 10), which keeps a shrunken neighbour just off screen at rest on
        /// every iPhone (on the narrowest, 375 pt, it needs 9.84) while a drag brings it in.
        public var spacing = 10.0
        /// How fast covers shrink away from the centre: scale = min(1, 1 − k·distance/centreX + tolerance).
        public var scaleFactor = 0.105
        /// The band around the centre where covers stay full size.
        public var tolerance = 0.02
        /// A cover's opacity at `fadedScale` and below (1 at full size, linear between).
        public var minimumAlpha = 0.25
        /// The scale at and below which a cover has `minimumAlpha`.
        public var fadedScale = 0.86
        /// Tracks in the queue; 0: as many as the catalogue has (a longer queue cycles through it).
        public var trackCount = 0
        /// How many covers one fling may move; 0: as far as it projects.
        public var maxCoversPerFling = 1
        /// The spring that settles the covers on one (a release, next, previous), s and ratio.
        public var snapResponse = 0.4
        /// The snap spring's damping ratio (1: no overshoot).
        public var snapDampingRatio = 1.0
        /// The spring of the slider's thumb growing and shrinking.
        public var thumbResponse = 0.25
        /// The thumb spring's damping ratio.
        public var thumbDampingRatio = 0.8
        /// Reduce Motion's cross-fade of the covers.
        public var fadeResponse = 0.3
        /// The cross-fade spring's damping ratio.
        public var fadeDampingRatio = 1.0
        /// Draw the "PLAYING FROM" header (a parent with a header of its own turns it
        /// off; its band above the covers stays).
        public var drawsHeader = true
        /// Room kept free at the trailing end of the title and artist lines for a
        /// parent's button there (the showcase's like button), pt.
        public var titleTrailingRoom = 0.0
        /// The catalogue track each queue position shows and plays, in order (a
        /// parent's play order: its queue as the user reordered it); empty: position
        /// i is track i. Set on a running carousel with `setOrder(_:)`.
        public var order: [Int] = []

        public init(viewport: Size) { self.viewport = viewport }

        /// Tracks in the queue (at least one).
        var queueLength: Int { trackCount > 0 ? trackCount : max(1, catalogue.tracks.count) }

        /// The catalogue track at queue position `cover`: the play order's, or the
        /// position itself (a queue longer than the catalogue cycles through it).
        func track(atCover cover: Int) -> Int {
            if order.isEmpty { return catalogue.trackIndex(cover) ?? cover }
            return order[wrappedIndex(cover, count: order.count)]
        }
        var snap: Spring { Spring(response: snapResponse, dampingRatio: snapDampingRatio) }
        var thumb: Spring { Spring(response: thumbResponse, dampingRatio: thumbDampingRatio) }
        var fade: Spring { Spring(response: fadeResponse, dampingRatio: fadeDampingRatio) }
    }

    public static let options = OptionTable<Configuration>(
        [
            .string(
                "tracks", maximumBytes: 1 << 20, default: "",
                "the queue, one track a line: Title | Artist | m:ss | artwork-ref (| album); empty: the demo catalogue"
            ) {
                (configuration: inout Configuration, text: String) throws(InteractionError) in
                if !text.isEmpty { configuration.catalogue.tracks = try Catalogue.tracks(parsing: text) }
            },
            .number("margin", 0...150, default: 34, "space left and right of the centred cover, pt") { $0.margin = $1 },
            .number("spacing", 0...100, default: 10, "space between covers, pt (UIKit's flow layout default: no neighbour shows at rest)") {
                $0.spacing = $1
            },
            .number("scaleFactor", 0...1, default: 0.105, "how fast covers shrink away from the centre") { $0.scaleFactor = $1 },
            .number("tolerance", 0...0.5, default: 0.02, "the band around the centre where covers stay full size") { $0.tolerance = $1 },
            .number("minimumAlpha", 0...1, default: 0.25, "a cover's opacity at fadedScale and below") { $0.minimumAlpha = $1 },
            .number("fadedScale", 0.1...0.99, default: 0.86, "the scale at which a cover has faded to minimumAlpha") { $0.fadedScale = $1 },
            .integer(
                "trackCount", 0...100_000, default: 0,
                "tracks in the queue, cycling through the catalogue (0: the catalogue's; only covers near the screen are drawn)"
            ) { $0.trackCount = $1 },
            .integer("maxCoversPerFling", 0...100, default: 1, "covers one fling may move (0: as far as it projects)") { $0.maxCoversPerFling = $1 },
            .spring("snapResponse", spring: "snap", .response, 0.1...1, default: 0.4, "the covers' snap spring response, s") { $0.snapResponse = $1 },
            .spring(
                "snapDampingRatio", spring: "snap", .dampingRatio, 1...1.2, default: 1,
                "the covers' snap spring damping ratio (at least 1: a snap never overshoots, as paging does)"
            ) {
                $0.snapDampingRatio = $1
            },
            .spring("thumbResponse", spring: "thumb", .response, 0.05...1, default: 0.25, "the slider thumb's spring response, s") {
                $0.thumbResponse = $1
            },
            .spring("thumbDampingRatio", spring: "thumb", .dampingRatio, 0.3...1.5, default: 0.8, "the slider thumb's spring damping ratio") {
                $0.thumbDampingRatio = $1
            },
            .spring("fadeResponse", spring: "fade", .response, 0.05...1.5, default: 0.3, "Reduce Motion's cross-fade response, s") {
                $0.fadeResponse = $1
            },
            .spring("fadeDampingRatio", spring: "fade", .dampingRatio, 0.5...1.5, default: 1, "Reduce Motion's cross-fade damping ratio") {
                $0.fadeDampingRatio = $1
            }
        ] + OptionTable.environment())
}

extension CoverCarousel.Configuration {
    typealias Tuning = CoverCarousel.Tuning

    // Where Now Playing's parts go, in any viewport of the fit range. Portrait: one
    // column, the readable width at most (centred), the covers' strip across the whole
    // width; the cover as wide as the column less its margins unless the height is
    // short, where it shrinks so that every control below it stays on screen. Landscape
    // (wider than tall): the covers in the leading half, clipped to it, the text, slider
    // and transport in the trailing half, centred on the cover. On a portrait phone
    // every number is the seed's (the cover is width − 2·margin).

    /// Whether the covers sit beside their controls: a landscape viewport with room
    /// for the transport row and the smallest cover side by side.
    var isSideBySide: Bool {
        viewport.width > viewport.height && usableWidth >= Tuning.transportMinimum + 2 * Tuning.narrowMargin + Tuning.minimumCover
    }
    /// The width between the leading and trailing safe areas (landscape's notch sides), pt.
    private var usableWidth: Double { viewport.width - environment.safeArea.leading - environment.safeArea.trailing }
    /// The column the controls (and, in portrait, the cover) use: its leading x and width, unmirrored.
    var columnX: Double {
        isSideBySide ? viewport.width - environment.safeArea.trailing - columnWidth : (viewport.width - columnWidth) / 2
    }
    var columnWidth: Double {
        isSideBySide
            ? min(max(usableWidth / 2, Tuning.transportMinimum + 2 * Tuning.narrowMargin), Tuning.readableWidth, usableWidth - Tuning.minimumCover)
            : min(viewport.width, Tuning.readableWidth)
    }
    /// The controls' margins in their column: `margin`, less beside the cover where the
    /// column is too narrow for the transport row's full hit targets (a small landscape viewport).
    var controlsMargin: Double { isSideBySide ? min(margin, max(0, (columnWidth - Tuning.transportMinimum) / 2)) : margin }
    /// The controls' height from the title's top to the transport row's bottom, pt.
    var controlsHeight: Double {
        Tuning.titleGap + textHeight(Tuning.titleHeight) + Tuning.artistGap + textHeight(Tuning.artistHeight) + Tuning.sliderGap
            + Tuning.trackHeight + Tuning.timeGap + textHeight(Tuning.timeHeight) + Tuning.transportGap + Tuning.playSize
    }
    var coverSize: Double {
        if isSideBySide {
            let room = viewport.height - environment.safeArea.top - environment.safeArea.bottom - 2 * Tuning.sidePadding
            return max(Tuning.minimumCover, min(stageWidth - 2 * margin, room))
        }
        let wide = max(1, columnWidth - 2 * margin)
        let room = viewport.height - environment.safeArea.bottom - Tuning.bottomPadding - carouselTop - controlsHeight
        return room >= wide ? wide : max(Tuning.minimumCover, room)
    }
    /// The covers' strip (the carousel layer), unmirrored: the whole width, or beside
    /// the controls between the leading safe area and the controls' column (clipped there).
    var stageWidth: Double { isSideBySide ? columnX - environment.safeArea.leading : viewport.width }
    var stageFrame: Rect {
        isSideBySide
            ? Rect(
                x: environment.safeArea.leading, y: (viewport.height + environment.safeArea.top - environment.safeArea.bottom - coverSize) / 2,
                width: stageWidth, height: coverSize)
            : Rect(x: 0, y: carouselTop, width: stageWidth, height: coverSize)
    }
    /// The distance between neighbouring covers' centres, and the scroll offset per cover:
    /// cover + spacing (the seed's, on a phone in portrait), or where the cover is smaller
    /// than its strip less the margins (a short viewport) or the strip sits beside the
    /// controls (landscape), at least what keeps every neighbour (drawn at its smaller
    /// scale) off the strip at rest.
    var pitch: Double {
        let cover = coverSize, seed = cover + spacing
        guard isSideBySide || cover < stageWidth - 2 * margin else { return seed }
        // The neighbour's near edge, centreX + p − cover · s(p) / 2 with s(p) = 1 − k·p/centreX + tolerance,
        // meets the strip's edge (2 · centreX) at p; where s(p) would pass 1 (clamped), at centreX + cover / 2.
        let k = scaleFactor, c = centreX
        var clear = (c + cover * (1 + tolerance) / 2) / (1 + cover * k / (2 * c))
        if 1 - k * clear / c + tolerance > 1 { clear = c + cover / 2 }
        return max(seed, clear)
    }
    /// The centre of the covers' strip, in its own coordinates.
    var centreX: Double { stageWidth / 2 }
    var direction: LayoutDirection { environment.layoutDirection }
    var isRightToLeft: Bool { environment.isRightToLeft }
    /// Margin to margin.
    var contentWidth: Double { max(1, columnWidth - 2 * controlsMargin) }
    /// The controls' leading x (unmirrored).
    var contentX: Double { columnX + controlsMargin }

    /// A text frame's height for `height` at the default text size: it grows with the text.
    func textHeight(_ height: Double) -> Double { height * environment.textScale }

    /// Mirrors a frame right to left.
    func placed(_ rect: Rect) -> Rect {
        isRightToLeft ? environment.layoutDirection.mirrored(rect, in: viewport.width) : rect
    }

    var headerFrame: Rect {
        Rect(x: contentX, y: headerTop, width: columnWidth - 2 * controlsMargin, height: textHeight(Tuning.headerHeight))
    }
    /// The header's top: below the safe area, or (beside the cover) above the controls.
    private var headerTop: Double {
        guard isSideBySide else { return environment.safeArea.top + Tuning.headerTop }
        return max(environment.safeArea.top, controlsTop - Tuning.headerGap - textHeight(Tuning.headerHeight))
    }
    var carouselTop: Double {
        isSideBySide ? stageFrame.minY : environment.safeArea.top + Tuning.headerTop + textHeight(Tuning.headerHeight) + Tuning.headerGap
    }
    /// Where the controls start (the title's gap above it included).
    private var controlsTop: Double {
        guard isSideBySide else { return carouselTop + coverSize }
        let centred = (viewport.height + environment.safeArea.top - environment.safeArea.bottom - controlsHeight) / 2
        return max(environment.safeArea.top + (drawsHeader ? textHeight(Tuning.headerHeight) + Tuning.headerGap - Tuning.titleGap : 0), centred)
    }
    /// The title's line (less the room kept for a parent's button).
    public var titleFrame: Rect {
        placed(
            Rect(
                x: contentX, y: controlsTop + Tuning.titleGap, width: max(1, columnWidth - 2 * controlsMargin - titleTrailingRoom),
                height: textHeight(Tuning.titleHeight)))
    }
    var artistFrame: Rect {
        placed(
            Rect(
                x: contentX, y: titleFrame.maxY + Tuning.artistGap, width: max(1, columnWidth - 2 * controlsMargin - titleTrailingRoom),
                height: textHeight(Tuning.artistHeight)))
    }
    var sliderTrack: Rect { Rect(x: contentX, y: artistFrame.maxY + Tuning.sliderGap, width: contentWidth, height: Tuning.trackHeight) }
    var elapsedFrame: Rect {
        placed(Rect(x: sliderTrack.minX, y: sliderTrack.maxY + Tuning.timeGap, width: Tuning.timeWidth, height: textHeight(Tuning.timeHeight)))
    }
    var remainingFrame: Rect {
        placed(Rect(x: sliderTrack.maxX - Tuning.timeWidth, y: elapsedFrame.minY, width: Tuning.timeWidth, height: elapsedFrame.height))
    }
    /// The transport row's vertical centre.
    var transportY: Double { elapsedFrame.maxY + Tuning.transportGap + Tuning.playSize / 2 }

    /// Where the transport row sits, margin to margin and as tall as the play
    /// button, in the carousel's own coordinates: what a parent lays its own rows
    /// out below (it follows the text scale, which moves everything above it).
    public var transportRowFrame: Rect {
        Rect(x: contentX, y: transportY - Tuning.playSize / 2, width: max(0, columnWidth - 2 * controlsMargin), height: Tuning.playSize)
    }

    /// The transport row's buttons, in leading-to-trailing order: the play button
    /// in the middle, two equal slots on each side, each button centred in its
    /// slot (44 pt, or the slot's width where narrower).
    var transportFrames: [(button: CoverCarousel.TransportButton, frame: Rect)] {
        let w = columnWidth, x = columnX, play = Tuning.playSize, margin = controlsMargin
        let side = max(0, (w - 2 * margin - play) / 2), slot = side / 2
        let size = min(Tuning.buttonSize, slot)
        func button(_ slotStart: Double) -> Rect {
            Rect(x: slotStart + (slot - size) / 2, y: transportY - size / 2, width: size, height: size)
        }
        let trailingStart = x + w / 2 + play / 2
        return [
            (.shuffle, placed(button(x + margin))),
            (.previous, placed(button(x + margin + slot))),
            (.play, placed(Rect(x: x + (w - play) / 2, y: transportY - play / 2, width: play, height: play))),
            (.next, placed(button(trailingStart))),
            (.repeatMode, placed(button(trailingStart + slot)))
        ]
    }
}
