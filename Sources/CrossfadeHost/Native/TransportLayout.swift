import CrossfadeInteractions
import CrossfadeMotion

/// The transport row of Now Playing as cover-carousel lays it out, for
/// `TransportControlsView`: shuffle, previous | play | next, repeat, evenly
/// distributed whatever the width — the 74 pt play button in the middle, two
/// equal slots each side of it, each button (44 pt, or its slot's width where
/// narrower) centred in its slot, mirrored right to left.
public enum TransportButton: String, Hashable, Sendable, CaseIterable {
    /// The five buttons, in leading-to-trailing order.
    case shuffle, previous, play, next, `repeat`

    /// The cover-carousel action the button performs.
    public var action: CoverCarousel.Action {
        switch self {
        case .shuffle: .toggleShuffle
        case .previous: .previous
        case .play: .togglePlay
        case .next: .next
        case .repeat: .cycleRepeat
        }
    }

    /// The SF Symbol it shows: the play button shows pause while playing.
    public func symbolName(isPlaying: Bool) -> String {
        switch self {
        case .shuffle: "shuffle"
        case .previous: "backward.fill"
        case .play: isPlaying ? "pause.fill" : "play.fill"
        case .next: "forward.fill"
        case .repeat: "repeat"
        }
    }

    /// VoiceOver's label.
    public func accessibilityLabel(isPlaying: Bool) -> String {
        switch self {
        case .shuffle: "Shuffle"
        case .previous: "Previous track"
        case .play: isPlaying ? "Pause" : "Play"
        case .next: "Next track"
        case .repeat: "Repeat"
        }
    }

    /// Every button's frame in a row of `size` with `margin` each side, in
    /// leading-to-trailing order (the play button a 74 pt circle).
    public static func layout(in size: Size, margin: Double = 34, layoutDirection: LayoutDirection = .leftToRight)
        -> [(button: TransportButton, frame: Rect)]
    {
        let w = size.width, midY = size.height / 2, play = 74.0
        let slot = max(0, (w - 2 * margin - play) / 2) / 2
        let side = min(44, slot)
        func placed(_ rect: Rect) -> Rect {
            layoutDirection == .rightToLeft ? Rect(x: w - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        func button(_ start: Double) -> Rect { Rect(x: start + (slot - side) / 2, y: midY - side / 2, width: side, height: side) }
        let trailing = w / 2 + play / 2
        return [
            (.shuffle, placed(button(margin))),
            (.previous, placed(button(margin + slot))),
            (.play, placed(Rect(x: (w - play) / 2, y: midY - play / 2, width: play, height: play))),
            (.next, placed(button(trailing))),
            (.repeat, placed(button(trailing + slot)))
        ]
    }
}
