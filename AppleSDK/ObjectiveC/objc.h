/* Stub (see module.modulemap): NSObject, the root class, and its protocol.
   https://developer.apple.com/documentation/objectivec/nsobject-swift.class (A)
   https://developer.apple.com/documentation/objectivec/nsobjectprotocol (A) */
#pragma clang assume_nonnull begin

@protocol NSObject
@end

@interface NSObject <NSObject>
- (instancetype)init;
@end

#pragma clang assume_nonnull end
