#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import UIKit

    extension UITabBarController {
        /// Shows a mini player above the tab bar (Spotify's): dragging or tapping it
        /// opens `playerViewController` full screen while the tab bar slides away;
        /// dragging down closes it; a release decides by velocity and position.
        /// `onOpenChange` hears the player come to rest open (true) or closed (false).
        ///
        /// ```swift
        /// tabBarController.presentMiniPlayer(with: NowPlayingViewController()) { isOpen in print(isOpen) }
        /// tabBarController.miniPlayerItem = MiniPlayerItem(title: "Glass Weather", artwork: cover, progress: 0.3)
        /// ```
        public func presentMiniPlayer(with playerViewController: UIViewController, onOpenChange: @escaping (Bool) -> Void = { _ in }) {
            miniPlayer?.remove()
            MiniPlayerController.controllers[ObjectIdentifier(self)] = MiniPlayerController(
                player: playerViewController, in: self,
                onOpenChange: onOpenChange)
        }

        /// Takes the mini player away.
        public func dismissMiniPlayer() {
            miniPlayer?.remove()
            MiniPlayerController.controllers[ObjectIdentifier(self)] = nil
        }

        /// What the mini player shows.
        public var miniPlayerItem: MiniPlayerItem? {
            get { miniPlayer?.bar.item }
            set { newValue.map { item in miniPlayer?.bar.item = item } }
        }

        /// Opens the full player, as a tap on the mini player does.
        public func openPlayer() { miniPlayer?.hostView.perform(PlayerTransition.Action.open.interactionAction) }

        /// Closes the full player to the mini player.
        public func closePlayer() { miniPlayer?.hostView.perform(PlayerTransition.Action.close.interactionAction) }

        /// Whether the full player is open.
        public var isPlayerOpen: Bool { miniPlayer?.hostView.host.state.map { PlayerReading($0).isOpen } ?? false }

        private var miniPlayer: MiniPlayerController? { MiniPlayerController.controllers[ObjectIdentifier(self)] }
    }
#endif
