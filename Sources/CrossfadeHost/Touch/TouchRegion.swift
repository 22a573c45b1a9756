import CrossfadeInput

/// Which touches a region of an embedded interaction leaves to the platform: on the
/// web a layer's CSS `touch-action` (and whether it takes pointers at all), decided
/// from what the engine can claim there (shared/DESIGN.md, "Sharing touches").
///
/// | the engine claims there            | region          | the page keeps          |
/// |------------------------------------|-----------------|-------------------------|
/// | nothing                            | `auto`          | everything              |
/// | taps only                          | `manipulation`  | pans and pinch-zoom     |
/// | horizontal pans (and taps)         | `panY`          | vertical scrolling      |
/// | vertical pans (and taps)           | `panX`          | horizontal scrolling    |
/// | both axes, a free pan, or a control| `none`          | nothing                 |
///
/// A layer the engine's hit test skips (nearly transparent, not hit-testable) is
/// `passThrough`: pointers go through it to what is under it.
public enum TouchRegion: UInt8, CaseIterable, Hashable, Sendable {
    /// The engine's hit test skips it: no pointer lands on it (CSS `pointer-events: none`).
    case passThrough = 0
    /// The engine claims nothing here: the platform keeps every gesture.
    case auto
    /// Only vertical pans are the engine's: the platform keeps horizontal scrolling.
    case panX
    /// Only horizontal pans are the engine's: the platform keeps vertical scrolling.
    case panY
    /// Only taps are the engine's: the platform keeps pans and zoom.
    case manipulation
    /// The engine may take any movement here (both axes, a free pan, a control).
    case none

    /// The region for what competes for a touch at a point (`Interaction.claims(at:layers:)`).
    public init(claims: [GestureClaim]) {
        var horizontal = false, vertical = false, tap = false
        for claim in claims {
            switch claim {
            case .control, .pan(.free): self = .none; return
            case .pan(.horizontal): horizontal = true
            case .pan(.vertical): vertical = true
            case .tap: tap = true
            }
        }
        self =
            switch (horizontal, vertical) {
            case (true, true): .none
            case (true, false): .panY
            case (false, true): .panX
            case (false, false): tap ? .manipulation : .auto
            }
    }

    /// What the platform may do (bits: pan x, pan y, zoom, the rest), for `union`.
    private var allowed: UInt8 {
        switch self {
        case .passThrough, .auto: 0b1111
        case .manipulation: 0b0111
        case .panX: 0b0001
        case .panY: 0b0010
        case .none: 0
        }
    }

    /// The least a region holding both `self` and `other` must leave to the platform:
    /// a parent's, so that its children keep their own (the web intersects a
    /// `touch-action` with its ancestors'). Pan x with pan y is `manipulation`.
    public func union(_ other: TouchRegion) -> TouchRegion {
        if self == .passThrough { return other }
        if other == .passThrough { return self }
        switch allowed | other.allowed {
        case 0: return .none
        case 0b0001: return .panX
        case 0b0010: return .panY
        case 0b1111: return .auto
        default: return .manipulation
        }
    }
}
