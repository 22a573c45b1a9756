import CrossfadeMotion
import CrossfadeScene

/// What VoiceOver reads and does in Now Playing: the carousel is one adjustable
/// element (swipe up and down for the next and previous cover, as the flick
/// does), the slider another (seeking ±10 s, as the drag does), and each
/// transport button activates its own action. Values that change are written
/// only when they do (a steady frame builds no string).
extension CoverCarousel {
    /// How far a swipe on the slider seeks, s.
    static let accessibilitySeekStep = 10.0

    /// The carousel: the playing track's title, "3 of 12".
    static func carouselAccessibility(_ c: Configuration, track: Int) -> AccessibilityInfo {
        AccessibilityInfo(
            .carousel, label: c.catalogue.track(c.track(atCover: track)).title, value: coverValue(c, track: track),
            actions: [
                .increment(c.action("increment")), .decrement(c.action("decrement")),
                .custom("Next track", c.action("next")), .custom("Previous track", c.action("previous"))
            ])
    }

    static func coverValue(_ c: Configuration, track: Int) -> String { "\(track + 1) of \(c.queueLength)" }

    /// The slider: "1:32 of 3:45"; a swipe up or down seeks 10 s either way.
    static func sliderAccessibility(_ c: Configuration, elapsed: Int, length: Int) -> AccessibilityInfo {
        AccessibilityInfo(
            .slider, label: "Track position", value: sliderValue(elapsed: elapsed, length: length),
            actions: [
                .increment(c.action("seek"), fields: [AccessibilityInfo.Field("time", 0)]),
                .decrement(c.action("seek"), fields: [AccessibilityInfo.Field("time", 0)])
            ],
            range: AccessibilityInfo.ValueRange(Double(elapsed), in: 0, Double(max(0, length)))
        )
        .seeking(from: elapsed)
    }

    static func sliderValue(elapsed: Int, length: Int) -> String { "\(clock(elapsed)) of \(clock(max(0, length)))" }

    /// A transport button: its name and action (play's name follows playback).
    static func buttonAccessibility(_ c: Configuration, _ button: TransportButton) -> AccessibilityInfo {
        switch button {
        case .shuffle: AccessibilityInfo(.button, label: "Shuffle", actions: [.activate(c.action("toggleShuffle"))])
        case .previous: AccessibilityInfo(.button, label: "Previous track", actions: [.activate(c.action("previous"))])
        case .play: AccessibilityInfo(.button, label: "Play", actions: [.activate(c.action("togglePlay"))])
        case .next: AccessibilityInfo(.button, label: "Next track", actions: [.activate(c.action("next"))])
        case .repeatMode: AccessibilityInfo(.button, label: "Repeat", value: "Off", actions: [.activate(c.action("cycleRepeat"))])
        }
    }

    /// Rewrites what changed: the carousel's title and cover number on a track
    /// change, the buttons' state as playback's changes.
    func updateAccessibility(_ layers: inout [Layer], trackChanged: Bool) {
        if trackChanged {
            let title = configuration.catalogue.track(playingTrack).title, value = Self.coverValue(configuration, track: playback.track)
            layers.update(paths.carousel) { $0.setAccessibility(label: title, value: value) }
        }
        let playing = playback.playing, shuffle = playback.shuffle
        let repeatValue =
            switch playback.repeatMode {
            case .off: "Off";
            case .all: "All";
            case .one: "One"
            }
        for (button, path) in paths.buttons {
            switch button {
            case .play: layers.update(path) { $0.setAccessibility(label: playing ? "Pause" : "Play", value: "") }
            case .shuffle: layers.update(path) { $0.setAccessibilitySelected(shuffle) }
            case .repeatMode: layers.update(path) { $0.setAccessibility(label: "Repeat", value: repeatValue) }
            case .previous, .next: break
            }
        }
    }

    /// The slider's value and its swipes' targets, when the shown second or the length changed.
    static func updateSliderAccessibility(_ layer: inout Layer, elapsed: Int, length: Int) {
        guard layer.accessibility != nil else { return }
        layer.accessibility?.value = sliderValue(elapsed: elapsed, length: length)
        layer.accessibility?.range = AccessibilityInfo.ValueRange(Double(elapsed), in: 0, Double(max(0, length)))
        layer.accessibility?.seek(from: elapsed)
    }
}

extension AccessibilityInfo {
    /// Points the slider's increment and decrement a step either way from `elapsed`, s (in place).
    fileprivate mutating func seek(from elapsed: Int) {
        let step = CoverCarousel.accessibilitySeekStep, now = Double(elapsed)
        for index in actions.indices where !actions[index].fields.isEmpty {
            actions[index].fields[0].value = actions[index].kind == .increment ? now + step : max(0, now - step)
        }
    }

    fileprivate func seeking(from elapsed: Int) -> AccessibilityInfo {
        var info = self
        info.seek(from: elapsed)
        return info
    }
}
