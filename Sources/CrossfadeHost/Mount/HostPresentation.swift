import CrossfadeScene

/// How a host presents an interaction, decided once here for every host: embedded
/// in someone else's page or app, where it draws none of the demo's chrome, or as the
/// demo itself (the Studio, `/example/`), which draws everything the engine does.
/// The engine's own scene never changes (traces and goldens draw the demo).
///
/// ```swift
/// session.presentation = .embedded
/// session.mountedLayers   // no "9:41" status bar, no "Good evening" home
/// ```
public enum HostPresentation: String, CaseIterable, Hashable, Sendable {
    /// Inside someone else's page or app: the engine's layers less the demo's chrome.
    case embedded
    /// The demo: every layer the engine draws.
    case demo

    /// The root layer an embedded host leaves out of interaction `id`, if any:
    /// card-presentation's fake iOS status bar (with its "9:41" clock) and
    /// player-transition's demo home ("Good evening") behind the mini player, where the
    /// app's own screen shows instead. (A switch, not a dictionary: the page's engine
    /// modules carry no hashed table for it.)
    public static func demoChrome(of id: String) -> String? {
        switch id {
        case "card-presentation": "statusBar"
        case "player-transition": "home"
        default: nil
        }
    }

    /// The layers a host in this presentation mounts, of interaction `id`'s scene `layers`.
    public func mounted(_ layers: [Layer], of id: String) -> [Layer] {
        guard self == .embedded, let chrome = Self.demoChrome(of: id), layers.contains(where: { $0.id == chrome }) else { return layers }
        return layers.filter { $0.id != chrome }
    }
}
