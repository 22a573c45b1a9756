#if canImport(UIKit)
    import CrossfadeHost
    import UIKit

    /// Plays the host core's haptics with UIKit's feedback generators: a light
    /// impact when a threshold is crossed, a selection tick when it is given back
    /// or something settles on a new page or cover.
    @MainActor
    final class HapticPlayer {
        private let impact = UIImpactFeedbackGenerator(style: .light)
        private let selection = UISelectionFeedbackGenerator()

        /// Readies the generators (a finger went down: a haptic may follow soon).
        func prepare() {
            impact.prepare()
            selection.prepare()
        }

        func play(_ haptic: Haptic) {
            switch haptic {
            case .lightImpact: impact.impactOccurred()
            case .selection: selection.selectionChanged()
            }
        }
    }
#endif
