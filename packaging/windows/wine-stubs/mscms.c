/* Smoke-test only, never shipped: Qt's qwindows.dll imports WcsCreateIccProfile from
 * mscms.dll, which Wine 8 and 10 do not implement, so the platform plugin fails to load.
 * This stand-in for the four functions qwindows imports says that no colour profile is
 * available, and Qt keeps sRGB, as on a Windows machine without a profile.
 * Built by scripts/build-windows.sh with MinGW into the Wine prefix's System32. */
#include <windows.h>

#define STUB __declspec(dllexport)

STUB HANDLE WINAPI OpenColorProfileW(void *profile, DWORD access, DWORD share, DWORD create) {
    (void)profile; (void)access; (void)share; (void)create;
    SetLastError(ERROR_FILE_NOT_FOUND);
    return NULL;
}
STUB BOOL WINAPI CloseColorProfile(HANDLE profile) { (void)profile; return TRUE; }
STUB BOOL WINAPI GetColorProfileFromHandle(HANDLE profile, BYTE *buf, DWORD *size) {
    (void)profile; (void)buf; (void)size;
    SetLastError(ERROR_INVALID_HANDLE);
    return FALSE;
}
STUB HANDLE WINAPI WcsCreateIccProfile(HANDLE profile, DWORD options) {
    (void)profile; (void)options;
    SetLastError(ERROR_NOT_SUPPORTED);
    return NULL;
}
