/// What the card sheet façade does when the engine's card has come to rest
/// dismissed (a drag, the escape gesture or a status-bar tap dismissed it),
/// given the app's `presentationControllerShouldDismiss(_:)` answer: UIKit's
/// rule, that a sheet the delegate keeps is not dismissed and the delegate hears
/// `presentationControllerDidAttemptToDismiss(_:)`, decided here.
///
/// The engine has no option yet to refuse a dismissal while the drag runs
/// (UIKit's `isModalInPresentation` rubber-bands the sheet), so a kept card is
/// presented again after it has gone.
public enum CardSheetPolicy: Hashable, Sendable {
    /// Finish: dismiss the hosting controller and call the completion.
    case finishDismissal
    /// Present the card again and tell the delegate the dismissal was attempted.
    case presentAgain

    /// The decision for `dismissed` when the app's delegate answered `shouldDismiss`
    /// (nil: it has no delegate, or the delegate does not implement the method).
    /// Only a dismissal the user started is put to the delegate, as in UIKit (the
    /// app's own `dismiss` is not: `requestedByApp`).
    public init(shouldDismiss: Bool?, requestedByApp: Bool) {
        self = !requestedByApp && shouldDismiss == false ? .presentAgain : .finishDismissal
    }
}
