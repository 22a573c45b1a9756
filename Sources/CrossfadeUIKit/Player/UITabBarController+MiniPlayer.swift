#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import UIKit

    extension UITabBarController {
        /// Shows a mini player (Spotify's): on iOS 26 and later in the system's tab
        /// accessory, before that above the tab bar. Dragging or tapping it opens
        /// `playerViewController` (made a child of this controller) full screen;
        /// dragging down closes it; a release decides by velocity and position.
        /// `onOpenChange` hears the player come to rest open (true) or closed (false).
        ///
        /// ```swift
        /// tabBarController.presentMiniPlayer(with: NowPlayingViewController()) { isOpen in print(isOpen) }
        /// tabBarController.miniPlayerItem = MiniPlayerItem(title: "Glass Weather", artwork: cover, progress: 0.3)
        /// ```
        public func presentMiniPlayer(with playerViewController: UIViewController, onOpenChange: @escaping (Bool) -> Void = { _ in }) {
            MiniPlayerController.of(self)?.remove()
            MiniPlayerController.set(MiniPlayerController(player: playerViewController, in: self, onOpenChange: onOpenChange), on: self)
        }

        /// Takes the mini player away (its player controller is no longer a child).
        public func dismissMiniPlayer() {
            MiniPlayerController.of(self)?.remove()
            MiniPlayerController.set(nil, on: self)
        }

        /// What the mini player shows.
        public var miniPlayerItem: MiniPlayerItem? {
            get { MiniPlayerController.of(self)?.bar.item }
            set { newValue.map { item in MiniPlayerController.of(self)?.bar.item = item } }
        }

        /// Opens the full player, as a tap on the mini player does.
        public func openPlayer() { MiniPlayerController.of(self)?.hostView.perform(PlayerTransition.Action.open.interactionAction) }

        /// Closes the full player to the mini player.
        public func closePlayer() { MiniPlayerController.of(self)?.hostView.perform(PlayerTransition.Action.close.interactionAction) }

        /// Whether the full player is open.
        public var isPlayerOpen: Bool { MiniPlayerController.of(self)?.hostView.host.state.map { PlayerReading($0).isOpen } ?? false }
    }
#endif
