import CrossfadeInteractions
import CrossfadeMotion

/// Where the mini player lives in a tab bar controller, decided here: on iOS 26
/// and later the system's tab accessory (`UITabAccessory`, SwiftUI's
/// `tabViewBottomAccessory`) places it and the engine runs the expansion from the
/// accessory's frame; before, an overlay above the tab bar, whose tab bar follows
/// the engine's as it slides away.
public enum MiniPlayerHosting: Hashable, Sendable {
    /// The system's tab accessory (iOS 26 and later): UIKit keeps its own tab bar and its minimize behaviour.
    case tabAccessory
    /// An overlay above the tab bar (iOS 17–25): the tab bar slides with the player.
    case overlay

    /// The hosting for a system whose major version is `systemMajorVersion`.
    public init(systemMajorVersion: Int) { self = systemMajorVersion >= 26 ? .tabAccessory : .overlay }

    /// The host's configuration: the app's bar and player in their slots, the engine's
    /// home and tab bar left out; in the overlay Spotify's inset card, and the app's
    /// tab bar following the engine's; in the accessory a plain bar (the system draws
    /// the accessory's own shape around it) and the tab bar left to UIKit.
    public func configuration(tabBarHeight: Double, barHeight: Double) -> ViewHost.Configuration {
        var configuration = ViewHost.Configuration.miniPlayer(card: self == .overlay)
        configuration.options.merge(MiniPlayerMetrics.options(tabBarHeight: tabBarHeight, barHeight: barHeight)) { $1 }
        if self == .tabAccessory { configuration.followed = [] }
        return configuration
    }

    /// How much more the tab bar controller's children keep clear at the bottom than
    /// they do of their own (added to their `additionalSafeAreaInsets.bottom`), pt: the
    /// overlay's height, so a list's end is never under it; nil in the accessory,
    /// which UIKit lays out itself (the app's insets are left alone).
    public func additionalBottomInset(barHeight: Double) -> Double? { self == .overlay ? barHeight : nil }

    /// Whether the host view is hidden: the app took the mini player away
    /// (`isPresented` false), or the system shows no accessory now (`placement`
    /// `.none`; nil: an overlay, which has none).
    public static func hidesHost(isPresented: Bool, placement: TabAccessoryPlacement?) -> Bool {
        !isPresented || placement == TabAccessoryPlacement.none
    }
}

/// The tab accessory's placement, as UIKit's `UITabAccessory.Environment` and
/// SwiftUI's `TabViewBottomAccessoryPlacement` say it.
public enum TabAccessoryPlacement: Hashable, Sendable {
    /// Above the tab bar, full width (`.regular`, `.expanded`).
    case expanded
    /// Inline with the minimized tab bar (`.inline`).
    case inline
    /// Not in an active accessory (`.none`, `.unspecified`, or SwiftUI's nil).
    case none

    /// Whether the mini player is drawn: not while the system shows no accessory.
    public var showsBar: Bool { self != .none }

    /// `base` with the accessory's frame (in the host view's points, put on the trace's
    /// 1/10,000 pt grid) where the system places the bar; no frame while it shows no
    /// accessory, or when the frame is empty or not finite (a rotation's passing
    /// layout), so the engine keeps the last one it was given.
    public func environment(_ base: InteractionEnvironment, accessoryFrame frame: Rect?) -> InteractionEnvironment {
        guard showsBar, let frame else { return base }
        var environment = base
        environment.accessoryFrame = frame
        // The engine's own rule for a frame it can draw from (finite, sizes positive, within reach).
        guard environment.validationError() == nil else { return base }
        environment.accessoryFrame = Rect(
            x: Quantize.onGrid(frame.origin.x, scale: 10_000), y: Quantize.onGrid(frame.origin.y, scale: 10_000),
            width: Quantize.onGrid(frame.size.width, scale: 10_000), height: Quantize.onGrid(frame.size.height, scale: 10_000))
        return environment
    }
}

/// The mini player's sizes from the platform: the real tab bar's height, and the
/// bar's height for Dynamic Type.
public enum MiniPlayerMetrics {
    /// The bar's height at the default text size, pt (Spotify's and the engine's 64).
    public static let defaultBarHeight = 64.0

    /// The tab bar's height above the safe area, pt: its frame's height less the
    /// bottom safe-area inset (a landscape phone's compact bar is shorter), within the
    /// option's 0…200 and on its grid; UIKit's 49 when what is reported is not finite.
    public static func tabBarHeight(frameHeight: Double, bottomSafeArea: Double) -> Double {
        guard frameHeight.isFinite, bottomSafeArea.isFinite else { return 49 }
        return Quantize.onGrid(min(max(frameHeight - max(0, bottomSafeArea), 0), 200), scale: 1_000_000)
    }

    /// The bar's height for Dynamic Type's `textScale`: 64 pt at the default size and
    /// smaller ones (the touch target stays), growing with the text up to 1.6 times
    /// (102 pt) for the accessibility sizes; whole points.
    public static func barHeight(textScale: Double) -> Double {
        let scale = textScale.isFinite ? min(max(textScale, 1), 1.6) : 1
        return (defaultBarHeight * scale).rounded()
    }

    /// player-transition's live options for these heights.
    public static func options(tabBarHeight: Double, barHeight: Double) -> [String: Scalar] {
        ["tabBarHeight": .number(tabBarHeight), "miniPlayerHeight": .number(min(max(barHeight, 20), 300))]
    }

    /// The live options to write when the heights are now these and the session has
    /// `current` (nothing when they are the same).
    public static func changes(tabBarHeight: Double, barHeight: Double, current: [String: Scalar]) -> [String: Scalar] {
        options(tabBarHeight: tabBarHeight, barHeight: barHeight).filter { current[$0.key] != $0.value }
    }
}
