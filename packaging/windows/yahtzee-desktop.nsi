; The Windows installer of Yahtzee Desktop (NSIS 3, built on Linux by scripts/build-windows.sh):
;   makensis -DVERSION=0.1.0 -DBUNDLE=dist/yahtzee-desktop -DOUTFILE=setup.exe yahtzee-desktop.nsi
; Per user, without administrator rights: the app goes to %LOCALAPPDATA%\Programs, its
; shortcuts to the user's Start menu and desktop, its uninstaller to Apps & features
; (HKCU), and saved games (*.yahtzee.json) open in it. Silent: setup.exe /S, and
; uninstall.exe /S. The uninstaller removes the program, its shortcuts, its registry keys
; and the coach's cache; the family's games, history and settings stay, as with any
; Windows app (they are in %APPDATA%\Yahtzee Desktop and HKCU\Software\Yahtzee Desktop).

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
SetCompressorDictSize 64
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "VERSION is not defined (makensis -DVERSION=...)"
!endif
!ifndef BUNDLE
  !error "BUNDLE (the PyInstaller folder) is not defined"
!endif
!ifndef OUTFILE
  !define OUTFILE "yahtzee-desktop-${VERSION}-windows-x64-setup.exe"
!endif
!ifndef ICON
  !define ICON "..\..\resources\icons\yahtzee-desktop.ico"
!endif

!define APP_NAME "Yahtzee Desktop"
!define EXE "yahtzee-desktop.exe"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\YahtzeeDesktop"
!define PROGID "YahtzeeDesktop.Game"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "GPL-3.0-or-later"
VIAddVersionKey /LANG=1033 "CompanyName" "Yahtzee Desktop developers"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

LangString GAME_FILE ${LANG_ENGLISH} "Yahtzee Desktop game"
LangString GAME_FILE ${LANG_FRENCH} "Partie Yahtzee Desktop"
LangString RUNNING ${LANG_ENGLISH} "Yahtzee Desktop is running. Close it, then click OK."
LangString RUNNING ${LANG_FRENCH} "Yahtzee Desktop est ouvert. Fermez-le, puis cliquez sur OK."

Function .onInit
  SetShellVarContext current
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "Install"
  SetOutPath "$INSTDIR"
  ; An update replaces the program whole: files of an older version do not linger.
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  File /r "${BUNDLE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; Apps & features
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "Yahtzee Desktop developers"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINST_KEY}" "EstimatedSize" $0

  ; Saved games. Windows knows a file's type by its last extension, so *.yahtzee.json
  ; is a .json file to it: the app is offered under "Open with" for .json files, and
  ; opens them when no other program already does (a family laptop usually has none);
  ; an editor the user chose for JSON keeps them.
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(GAME_FILE)"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" play "%1"'
  WriteRegStr HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\shell\open\command" "" '"$INSTDIR\${EXE}" play "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\SupportedTypes" ".json" ""
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}" "FriendlyAppName" "${APP_NAME}"
  ReadRegStr $0 HKCR ".json" ""
  ${If} $0 == ""
    WriteRegStr HKCU "Software\Classes\.json" "" "${PROGID}"
    WriteRegStr HKCU "${UNINST_KEY}" "OwnsJson" "1"
  ${EndIf}
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  ; The program's own files only: $INSTDIR may be a folder the user chose.
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\yahtzee-desktop-cli.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  ; The coach's tables (Qt's CacheLocation, strategy.table_cache.cache_dir_for): rebuilt
  ; when needed, not the family's.
  RMDir /r "$LOCALAPPDATA\${APP_NAME}\${APP_NAME}\cache"
  RMDir "$LOCALAPPDATA\${APP_NAME}\${APP_NAME}"
  RMDir "$LOCALAPPDATA\${APP_NAME}"

  ReadRegStr $0 HKCU "${UNINST_KEY}" "OwnsJson"
  ReadRegStr $1 HKCU "Software\Classes\.json" ""
  ${If} $0 == "1"
  ${AndIf} $1 == "${PROGID}"
    DeleteRegValue HKCU "Software\Classes\.json" ""
  ${EndIf}
  DeleteRegValue HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.json\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.json"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\${EXE}"
  DeleteRegKey HKCU "${UNINST_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
