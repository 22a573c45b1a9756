import CrossfadeInteractions

/// card-presentation's state as its façade reports it: whether the card is
/// presented, how far, and its content's scroll offset.
public struct CardReading: Hashable, Sendable {
    /// Whether the card is presented (the committed state).
    public var isPresented: Bool
    /// 0 dismissed, 1 presented.
    public var progress: Double
    /// The content's scroll offset, pt.
    public var contentOffset: Double
    /// Whether the status bar over the card should be light.
    public var prefersLightStatusBar: Bool
    /// The detent the card rests at or heads for (nil when dismissed).
    public var detent: CardDetent?

    /// The reading of `state` (missing keys read as their rest values).
    public init(_ state: InteractionState) {
        isPresented = state["presented"]?.bool ?? false
        progress = state["progress"]?.number ?? 0
        contentOffset = state["contentOffset"]?.number ?? 0
        prefersLightStatusBar = state["statusBar"]?.string == "light"
        detent = CardDetent(engineDetent: state["detent"]?.string)
    }
}
