import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

extension CardPresentation {
    /// The card's travel, look, rows and springs, and the app's catalogue.
    public struct Configuration: InteractionConfiguration, Hashable {
        public var viewport: Size
        public var idPrefix = ""
        public var environment = InteractionEnvironment()
        /// The app's tracks: the rows show its queue.
        public var catalogue = Catalogue.demo
        /// The presented card's top sits this far below the top safe area, pt.
        public var cardGap = 10.0
        /// The presenting view's scale when the card is presented.
        public var presentingScale = 0.92
        /// The presenting view's and the card's top corner radius when presented, pt.
        public var cornerRadius = 10.0
        /// The dim layer's opacity when presented.
        public var dimOpacity = 0.4
        /// The card's spring (present, dismiss, release).
        public var springResponse = 0.45
        /// The card spring's damping ratio (1: no overshoot).
        public var springDampingRatio = 0.9
        /// The grabber's spring back to a chevron after a drag.
        public var grabberResponse = 0.3
        /// The grabber spring's damping ratio.
        public var grabberDampingRatio = 1.0
        /// The slider thumb's spring (it grows while held).
        public var thumbResponse = 0.25
        /// The thumb spring's damping ratio.
        public var thumbDampingRatio = 0.8
        /// The rows' spring as they step aside for a dragged row, and a dropped row's into its slot.
        public var reorderResponse = 0.25
        /// The reorder spring's damping ratio.
        public var reorderDampingRatio = 1.0
        /// Reduce Motion's cross-fade of the card.
        public var fadeResponse = 0.3
        /// The cross-fade spring's damping ratio.
        public var fadeDampingRatio = 1.0
        /// The content's scroll to its top (a status-bar tap), and its spring back from past its end.
        public var scrollResponse = 0.35
        /// The scroll-to-top spring's damping ratio.
        public var scrollDampingRatio = 1.0
        /// The response of the content's spring back from past its end, s.
        public var bounceResponse = 0.45
        /// That spring's damping ratio.
        public var bounceDampingRatio = 1.0
        /// Where the card may rest: large alone, or medium (half height) and large.
        public var detents: [Detent] = [.large]
        /// Rows in the card's content (it scrolls).
        public var rowCount = 40
        /// A row's height, pt (at least what its text needs at the text scale).
        public var rowHeight = 56.0
        /// The content's height when the app mounts its own view in `card.content`,
        /// pt; 0: the rows' own height.
        public var contentHeight = 0.0
        /// The card's title (empty: none; an app's card gives its controller's title).
        public var title = "Up Next"
        /// Whether the user may dismiss the card (a drag down, the escape gesture, a
        /// status-bar tap at the top); off, as UIKit's `isModalInPresentation`, a drag
        /// past the lowest presented detent rubber-bands and springs back, and the host
        /// hears `dismissAttempted`. The app's own `dismiss` still dismisses.
        public var dismissible = true
        /// Draw the app behind (with its Up Next row) and a status bar; a parent that
        /// presents the card over its own content turns this off and moves its content
        /// by `presentingTransform` itself.
        public var drawsPresenting = true
        /// Draw the slider row first in the content (a volume, Apple Music's Up Next);
        /// a parent whose card has no such control (the showcase's queue) turns it off.
        public var drawsSlider = true
        /// Draw a reorder handle on every row: dragging it moves the row (and the queue).
        public var reorderable = true

        public init(viewport: Size) { self.viewport = viewport }
    }

    /// Where the card may rest: its top at half the viewport's height (medium), or `cardGap` below the top safe area (large).
    public enum Detent: String, Hashable, Sendable {
        /// The card's top at half the viewport's height.
        case medium
        /// The card's top `cardGap` below the top safe area.
        case large
    }

    /// Where the card's spring is drawn (`cardTop`): past the large detent or past
    /// dismissed only through a soft limit of `Tuning.overshootShare` of its travel
    /// (plus `Tuning.overshootExtra` pt), in the travel from dismissed (0) to the
    /// large detent (1).
    static let cardBounds = OptionSpec.SpringPart.Bounds(
        lower: -Tuning.overshootShare, upper: 1 + Tuning.overshootShare, isSoft: true,
        reason: "the card never flies past its top detent or below the screen: at most 4 % of its travel (and 1 pt) past either end")

    public static let options = OptionTable<Configuration>(
        [
            .number("cardGap", 0...100, default: 10, "gap between the safe area and the presented card, pt") { $0.cardGap = $1 },
            .number("presentingScale", 0.5...1, default: 0.92, "scale of the app behind when presented") { $0.presentingScale = $1 },
            .number("cornerRadius", 0...40, default: 10, "corner radius of the card's top and the app behind, pt") { $0.cornerRadius = $1 },
            .number("dimOpacity", 0...1, default: 0.4, "opacity of the dim layer when presented") { $0.dimOpacity = $1 },
            .spring(
                "springResponse", spring: "card", .response, 0.1...1.5, default: 0.45, "the card's spring response, s", bounds: cardBounds
            ) {
                $0.springResponse = $1
            },
            .spring(
                "springDampingRatio", spring: "card", .dampingRatio, 0.5...1.5, default: 0.9, "the card's spring damping ratio",
                bounds: cardBounds
            ) {
                $0.springDampingRatio = $1
            },
            .spring("grabberResponse", spring: "grabber", .response, 0.05...1.5, default: 0.3, "the grabber's spring response, s") {
                $0.grabberResponse = $1
            },
            .spring("grabberDampingRatio", spring: "grabber", .dampingRatio, 0.5...1.5, default: 1, "the grabber's spring damping ratio") {
                $0.grabberDampingRatio = $1
            },
            .spring("thumbResponse", spring: "thumb", .response, 0.05...1, default: 0.25, "the slider thumb's spring response, s") {
                $0.thumbResponse = $1
            },
            .spring("thumbDampingRatio", spring: "thumb", .dampingRatio, 0.3...1.5, default: 0.8, "the slider thumb's spring damping ratio") {
                $0.thumbDampingRatio = $1
            },
            .spring(
                "reorderResponse", spring: "reorder", .response, 0.05...1.5, default: 0.25,
                "the rows' spring as they make way and a dropped row lands, s"
            ) {
                $0.reorderResponse = $1
            },
            .spring("reorderDampingRatio", spring: "reorder", .dampingRatio, 0.5...1.5, default: 1, "the reorder spring's damping ratio") {
                $0.reorderDampingRatio = $1
            },
            .spring("fadeResponse", spring: "fade", .response, 0.05...1.5, default: 0.3, "Reduce Motion's cross-fade response, s") {
                $0.fadeResponse = $1
            },
            .spring("fadeDampingRatio", spring: "fade", .dampingRatio, 0.5...1.5, default: 1, "Reduce Motion's cross-fade damping ratio") {
                $0.fadeDampingRatio = $1
            },
            .spring("scrollResponse", spring: "scroll", .response, 0.1...1, default: 0.35, "the content's scroll-to-top spring response, s") {
                $0.scrollResponse = $1
            },
            .spring(
                "scrollDampingRatio", spring: "scroll", .dampingRatio, 1...1.2, default: 1,
                "the content's scroll-to-top spring damping ratio (at least 1: never past the top)"
            ) {
                $0.scrollDampingRatio = $1
            },
            .spring("bounceResponse", spring: "bounce", .response, 0.1...1, default: 0.45, "the content's bounce-back spring response, s") {
                $0.bounceResponse = $1
            },
            .spring(
                "bounceDampingRatio", spring: "bounce", .dampingRatio, 1...1.2, default: 1,
                "the content's bounce-back spring damping ratio (at least 1: never back past the edge)"
            ) {
                $0.bounceDampingRatio = $1
            },
            .choice(
                "detents", [("large", [Detent.large]), ("medium,large", [.medium, .large])], default: "large",
                "where the card rests: large, or medium and large"
            ) { $0.detents = $1 },
            .integer("rowCount", 0...200, default: 40, "rows in the card's content") { $0.rowCount = $1 },
            .number("rowHeight", 20...200, default: 56, "row height, pt") { $0.rowHeight = $1 },
            .bool("reorderable", default: true, "a reorder handle on every row: drag it to move the row") { $0.reorderable = $1 },
            .number("contentHeight", 0...100_000, default: 0, "the content's height when the app supplies it, pt (0: the rows')") {
                $0.contentHeight = $1
            }.live(),
            .string("title", maximumBytes: 200, default: "Up Next", "the card's title (empty: none)") { $0.title = $1 }.live(),
            .bool("dismissible", default: true, "the user may dismiss the card (off: a drag down rubber-bands back, as isModalInPresentation)") {
                $0.dismissible = $1
            }.live()
        ] + OptionTable.environment())
}

extension CardPresentation.Configuration {
    typealias Tuning = CardPresentation.Tuning

    var topSafeArea: Double { environment.safeArea.top }
    var bottomSafeArea: Double { environment.safeArea.bottom }
    var isRightToLeft: Bool { environment.isRightToLeft }
    var spring: Spring { Spring(response: springResponse, dampingRatio: springDampingRatio) }
    var grabberSpring: Spring { Spring(response: grabberResponse, dampingRatio: grabberDampingRatio) }
    var thumb: Spring { Spring(response: thumbResponse, dampingRatio: thumbDampingRatio) }
    var fade: Spring { Spring(response: fadeResponse, dampingRatio: fadeDampingRatio) }
    var reorderSpring: Spring { Spring(response: reorderResponse, dampingRatio: reorderDampingRatio) }
    /// Whether the rows have handles: only the engine's own rows (an app's content view has none).
    var hasHandles: Bool { reorderable && contentHeight == 0 && rowCount > 0 }

    /// A text frame's height for `height` at the default text size: it grows with the text.
    func textHeight(_ height: Double) -> Double { height * environment.textScale }

    /// `rect`, laid out left to right in a container `width` wide, mirrored right to left.
    func placed(_ rect: Rect, in width: Double) -> Rect {
        isRightToLeft ? environment.layoutDirection.mirrored(rect, in: width) : rect
    }

    var alignment: TextContent.Alignment { isRightToLeft ? .trailing : .leading }

    /// The card's top when presented at the large detent, pt.
    var largeTop: Double { min(viewport.height - 1, topSafeArea + cardGap) }
    var mediumTop: Double { max(largeTop, (viewport.height / 2).rounded()) }
    var dismissedTop: Double { viewport.height }
    /// How far past its highest rest (or past dismissed) the card is ever drawn,
    /// pt: 4 % of its travel plus 1, whole points. Its spring may overshoot
    /// further (a hard fling, a bouncy option); the excess is drawn through a
    /// soft limit, and the card is this much taller than the screen below it,
    /// so an overshoot never shows a gap.
    var overshootLimit: Double { (Tuning.overshootShare * (dismissedTop - largeTop)).rounded(.up) + Tuning.overshootExtra }
    /// The card's height: always laid out for its final (large) size.
    var cardHeight: Double { viewport.height - largeTop }
    /// The card's width: the viewport's, or (where the viewport is regular both ways,
    /// as an iPad's) capped and centred like iPad's form sheet. A phone in landscape
    /// keeps a full-width card, as iOS's sheets do at a compact height.
    var cardWidth: Double {
        viewport.width >= Tuning.formSheetMinimumWidth && viewport.height >= Tuning.formSheetMinimumHeight
            ? min(viewport.width, Tuning.formSheetWidth) : viewport.width
    }
    /// The card's leading x (centred).
    var cardX: Double { (viewport.width - cardWidth) / 2 }
    /// How far the card's content keeps in from each of its sides: its column is the
    /// readable width at most, clear of a landscape phone's notch (the card is full width
    /// there), and centred; 0 on a portrait phone and on a form sheet.
    var sideInset: Double {
        let safe = environment.safeArea, notch = max(0, max(safe.leading, safe.trailing) - cardX)
        let column = min(max(1, cardWidth - 2 * notch), Tuning.formSheetWidth)
        return (cardWidth - column) / 2
    }
    /// The card's header (grabber and title) above its scrolling content, pt.
    var headerHeight: Double { Tuning.titleTop + textHeight(Tuning.titleHeight) + Tuning.titleGap }
    /// A row's height: the option, or what its two lines of text need.
    var rowPitch: Double { max(rowHeight, textHeight(Tuning.rowTitleHeight + Tuning.rowArtistHeight) + 2 * Tuning.rowArtInset) }
    /// The scrolling content's length: the app's height or the rows' (the slider row and `rowCount` rows), and the bottom safe area.
    var contentLength: Double { (contentHeight > 0 ? contentHeight : Double(rowCount + sliderRows) * rowPitch) + bottomSafeArea }
    /// The rows before the queue's: the slider's, if drawn.
    var sliderRows: Int { drawsSlider ? 1 : 0 }
    func top(of detent: CardPresentation.Detent) -> Double { detent == .large ? largeTop : mediumTop }
    /// Resting tops, ascending (the dismissed position last).
    var restingTops: [Double] {
        var tops = detents.map(top(of:)).sorted()
        tops.append(dismissedTop)
        return tops
    }
    /// The slider's track in the card's content list (list coordinates, which the
    /// pointer meets in x only: the list never moves sideways).
    var sliderTrack: Rect {
        Rect(
            x: sideInset + Tuning.sliderInset, y: rowPitch / 2 - Tuning.trackHeight / 2,
            width: max(1, cardWidth - 2 * (Tuning.sliderInset + sideInset)),
            height: Tuning.trackHeight)
    }
    var grabberSize: Size { Size(width: Tuning.grabberWidth, height: Tuning.grabberHeight) }
    /// The content's scrolling, with the content springs from the options.
    var contentScroll: ScrollConfiguration {
        ScrollConfiguration(
            viewportLength: max(0, cardHeight - headerHeight), contentLength: contentLength, leadingEdge: .pin, trailingEdge: .rubberBand,
            bounceSpring: Spring(response: bounceResponse, dampingRatio: bounceDampingRatio),
            snapSpring: Spring(response: scrollResponse, dampingRatio: scrollDampingRatio))
    }
}
