import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene

/// One rule for every host: an empty collection is an empty state — never the demo's
/// data, never a crash. An embedded session whose collection (the carousel's tracks,
/// the deck's lyrics) is absent or empty mounts one layer, `empty`, instead of the
/// engine's scene: a slot of that name (the app's own empty-state view goes there)
/// whose default drawing says there is nothing to show; touches do nothing, an
/// action is checked as ever (an unknown one is refused) but shows nothing, and no
/// event is heard. The engine's defaults stay the demo's (a trace
/// without data still replays the demo catalogue).
///
/// ```swift
/// EmptyState(interaction: "cover-carousel", options: [:])?.reason   // "no tracks"
/// ```
public struct EmptyState: Hashable, Sendable {
    /// The option holding interaction `id`'s collection and what it is called, or nil
    /// for an interaction without one. (A switch, not a dictionary: the page's engine
    /// modules carry no hashed table for it.)
    public static func collection(of id: String) -> (option: String, noun: String)? {
        switch id {
        case "cover-carousel", "showcase": ("tracks", "tracks")
        case "lyrics-cards": ("lrc", "lyrics")
        case "library-pager": ("categories", "pages")
        default: nil
        }
    }

    /// The slot the app's own empty-state view goes in.
    public static let slot = "empty"

    /// What is missing, e.g. "no tracks".
    public var reason: String

    /// The empty state of interaction `id` given `options`, or nil when it has its data
    /// (or has no collection).
    public init?(interaction id: String, options: [String: Scalar]) {
        guard let collection = Self.collection(of: id) else { return nil }
        switch options[collection.option] {
        case nil: break
        case .string("")?: break
        default: return nil
        }
        reason = "no \(collection.noun)"
    }

    /// The layers mounted instead of the scene, for a `viewport` (pt).
    public func layers(in viewport: Size) -> [Layer] {
        let frame = Rect(origin: .zero, size: viewport)
        let text = Layer(
            id: "empty.text", frame: frame,
            content: .text(TextContent("Nothing to show: \(reason)", fontSize: 15, color: Color(white: 0.6), alignment: .center)),
            isHitTestable: false)
        return [Layer(id: Self.slot, frame: frame, content: .slot(Self.slot), isHitTestable: false, children: [text])]
    }
}
