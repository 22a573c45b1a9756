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

    /// The root layers an embedded host leaves out, by interaction: card-presentation's
    /// fake iOS status bar (with its "9:41" clock) and player-transition's demo home
    /// ("Good evening") behind the mini player, where the app's own screen shows instead.
    public static let demoChrome: [String: Set<String>] = ["card-presentation": ["statusBar"], "player-transition": ["home"]]

    /// The layers a host in this presentation mounts, of interaction `id`'s scene `layers`.
    public func mounted(_ layers: [Layer], of id: String) -> [Layer] {
        guard self == .embedded, let chrome = Self.demoChrome[id], layers.contains(where: { chrome.contains($0.id) }) else { return layers }
        return layers.filter { !chrome.contains($0.id) }
    }
}
