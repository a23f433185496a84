import type { LanguageCode } from '@nova/protocol';

/** The words of every mail, per language. `{name}` placeholders are filled by `templates.ts` (escaped in HTML). */
export interface MailTexts {
  greeting: string;
  linkHint: string;
  signature: string;
  verify: { subject: string; intro: string; button: string; ignore: string };
  newEmail: { subject: string; intro: string; button: string; ignore: string };
  passwordChanged: { subject: string; intro: string; notYou: string };
}

/**
 * All mail text. To add a language: add its code to the protocol's LANGUAGES and an entry here (the type makes
 * every field required). Mail goes out in the user's language, else English.
 */
export const MAIL_TEXTS: Record<LanguageCode, MailTexts> = {
  en: {
    greeting: 'Hi {username},',
    linkHint: 'If the button does not work, copy this address into your browser:',
    signature: 'The Nova Mystery Vault team',
    verify: {
      subject: 'Confirm your email address',
      intro: 'Please confirm that {email} is your address. The link works once, for 24 hours.',
      button: 'Confirm my email',
      ignore: 'If you did not create a Nova account, you can ignore this message.',
    },
    newEmail: {
      subject: 'Confirm your new email address',
      intro:
        "You asked to change your Nova account's email address to {email}. Confirm it with the link below; it works once, for 24 hours.",
      button: 'Confirm new address',
      ignore: 'If you did not ask for this, ignore this message: your address stays as it is.',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      intro: 'The password of your Nova account was just changed, and every other session was signed out.',
      notYou: 'If this was not you, reset your access right away by contacting support.',
    },
  },
  es: {
    greeting: 'Hola, {username}:',
    linkHint: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    signature: 'El equipo de Nova Mystery Vault',
    verify: {
      subject: 'Confirma tu dirección de correo',
      intro: 'Confirma que {email} es tu dirección. El enlace funciona una sola vez durante 24 horas.',
      button: 'Confirmar mi correo',
      ignore: 'Si no has creado una cuenta en Nova, puedes ignorar este mensaje.',
    },
    newEmail: {
      subject: 'Confirma tu nueva dirección de correo',
      intro:
        'Has pedido cambiar el correo de tu cuenta de Nova a {email}. Confírmalo con el enlace de abajo; funciona una sola vez durante 24 horas.',
      button: 'Confirmar nueva dirección',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: tu dirección no cambiará.',
    },
    passwordChanged: {
      subject: 'Tu contraseña ha cambiado',
      intro: 'Se acaba de cambiar la contraseña de tu cuenta de Nova y se han cerrado todas las demás sesiones.',
      notYou: 'Si no has sido tú, contacta con soporte de inmediato.',
    },
  },
  fr: {
    greeting: 'Bonjour {username},',
    linkHint: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    signature: "L'équipe Nova Mystery Vault",
    verify: {
      subject: 'Confirmez votre adresse e-mail',
      intro: 'Merci de confirmer que {email} est bien votre adresse. Le lien fonctionne une seule fois, pendant 24 heures.',
      button: 'Confirmer mon e-mail',
      ignore: "Si vous n'avez pas créé de compte Nova, ignorez ce message.",
    },
    newEmail: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      intro:
        "Vous avez demandé à remplacer l'adresse e-mail de votre compte Nova par {email}. Confirmez-la avec le lien ci-dessous ; il fonctionne une seule fois, pendant 24 heures.",
      button: 'Confirmer la nouvelle adresse',
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre adresse reste inchangée.",
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été modifié',
      intro: 'Le mot de passe de votre compte Nova vient d’être modifié et toutes les autres sessions ont été déconnectées.',
      notYou: "Si ce n'était pas vous, contactez le support immédiatement.",
    },
  },
  de: {
    greeting: 'Hallo {username},',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    signature: 'Dein Team von Nova Mystery Vault',
    verify: {
      subject: 'Bestätige deine E-Mail-Adresse',
      intro: 'Bitte bestätige, dass {email} deine Adresse ist. Der Link funktioniert einmal und 24 Stunden lang.',
      button: 'E-Mail bestätigen',
      ignore: 'Wenn du kein Nova-Konto angelegt hast, kannst du diese Nachricht ignorieren.',
    },
    newEmail: {
      subject: 'Bestätige deine neue E-Mail-Adresse',
      intro:
        'Du möchtest die E-Mail-Adresse deines Nova-Kontos auf {email} ändern. Bestätige sie mit dem Link unten; er funktioniert einmal und 24 Stunden lang.',
      button: 'Neue Adresse bestätigen',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Deine Adresse bleibt unverändert.',
    },
    passwordChanged: {
      subject: 'Dein Passwort wurde geändert',
      intro: 'Das Passwort deines Nova-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
      notYou: 'Wenn du das nicht warst, wende dich sofort an den Support.',
    },
  },
  it: {
    greeting: 'Ciao {username},',
    linkHint: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    signature: 'Il team di Nova Mystery Vault',
    verify: {
      subject: 'Conferma il tuo indirizzo email',
      intro: 'Conferma che {email} è il tuo indirizzo. Il link funziona una sola volta, per 24 ore.',
      button: 'Conferma la mia email',
      ignore: 'Se non hai creato un account Nova, puoi ignorare questo messaggio.',
    },
    newEmail: {
      subject: 'Conferma il tuo nuovo indirizzo email',
      intro:
        "Hai chiesto di cambiare l'email del tuo account Nova in {email}. Confermalo con il link qui sotto; funziona una sola volta, per 24 ore.",
      button: 'Conferma il nuovo indirizzo',
      ignore: 'Se non sei stato tu, ignora questo messaggio: il tuo indirizzo resta invariato.',
    },
    passwordChanged: {
      subject: 'La tua password è stata cambiata',
      intro: 'La password del tuo account Nova è appena stata cambiata e tutte le altre sessioni sono state chiuse.',
      notYou: "Se non sei stato tu, contatta subito l'assistenza.",
    },
  },
  pt: {
    greeting: 'Olá, {username},',
    linkHint: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    signature: 'A equipe Nova Mystery Vault',
    verify: {
      subject: 'Confirme seu endereço de e-mail',
      intro: 'Confirme que {email} é o seu endereço. O link funciona uma única vez, por 24 horas.',
      button: 'Confirmar meu e-mail',
      ignore: 'Se você não criou uma conta na Nova, pode ignorar esta mensagem.',
    },
    newEmail: {
      subject: 'Confirme seu novo endereço de e-mail',
      intro:
        'Você pediu para alterar o e-mail da sua conta Nova para {email}. Confirme pelo link abaixo; ele funciona uma única vez, por 24 horas.',
      button: 'Confirmar novo endereço',
      ignore: 'Se não foi você quem pediu, ignore esta mensagem: seu endereço continua o mesmo.',
    },
    passwordChanged: {
      subject: 'Sua senha foi alterada',
      intro: 'A senha da sua conta Nova acabou de ser alterada e todas as outras sessões foram encerradas.',
      notYou: 'Se não foi você, entre em contato com o suporte imediatamente.',
    },
  },
  ru: {
    greeting: 'Здравствуйте, {username}!',
    linkHint: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
    signature: 'Команда Nova Mystery Vault',
    verify: {
      subject: 'Подтвердите адрес электронной почты',
      intro: 'Подтвердите, что {email} — ваш адрес. Ссылка срабатывает один раз и действует 24 часа.',
      button: 'Подтвердить почту',
      ignore: 'Если вы не создавали аккаунт Nova, просто проигнорируйте это письмо.',
    },
    newEmail: {
      subject: 'Подтвердите новый адрес электронной почты',
      intro:
        'Вы попросили сменить адрес почты аккаунта Nova на {email}. Подтвердите его по ссылке ниже; она срабатывает один раз и действует 24 часа.',
      button: 'Подтвердить новый адрес',
      ignore: 'Если это были не вы, проигнорируйте письмо: ваш адрес останется прежним.',
    },
    passwordChanged: {
      subject: 'Ваш пароль изменён',
      intro: 'Пароль вашего аккаунта Nova только что изменён, все остальные сеансы завершены.',
      notYou: 'Если это были не вы, немедленно свяжитесь со службой поддержки.',
    },
  },
  ja: {
    greeting: '{username} 様',
    linkHint: 'ボタンが機能しない場合は、次のアドレスをブラウザに貼り付けてください:',
    signature: 'Nova Mystery Vault チーム',
    verify: {
      subject: 'メールアドレスの確認',
      intro: '{email} がお客様のアドレスであることを確認してください。リンクは 24 時間、1 回のみ有効です。',
      button: 'メールアドレスを確認',
      ignore: 'Nova のアカウントを作成した覚えがない場合は、このメールを無視してください。',
    },
    newEmail: {
      subject: '新しいメールアドレスの確認',
      intro:
        'Nova アカウントのメールアドレスを {email} に変更するリクエストを受け付けました。下のリンクで確認してください。リンクは 24 時間、1 回のみ有効です。',
      button: '新しいアドレスを確認',
      ignore: 'お心当たりがない場合は、このメールを無視してください。アドレスは変更されません。',
    },
    passwordChanged: {
      subject: 'パスワードが変更されました',
      intro: 'Nova アカウントのパスワードが変更され、他のすべてのセッションからサインアウトしました。',
      notYou: 'お心当たりがない場合は、すぐにサポートへご連絡ください。',
    },
  },
  ko: {
    greeting: '{username}님, 안녕하세요.',
    linkHint: '버튼이 작동하지 않으면 이 주소를 브라우저에 붙여 넣으세요:',
    signature: 'Nova Mystery Vault 팀',
    verify: {
      subject: '이메일 주소를 확인해 주세요',
      intro: '{email}이(가) 회원님의 주소인지 확인해 주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다.',
      button: '이메일 확인',
      ignore: 'Nova 계정을 만든 적이 없다면 이 메일을 무시하셔도 됩니다.',
    },
    newEmail: {
      subject: '새 이메일 주소를 확인해 주세요',
      intro:
        'Nova 계정의 이메일 주소를 {email}(으)로 변경해 달라는 요청을 받았습니다. 아래 링크로 확인해 주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다.',
      button: '새 주소 확인',
      ignore: '요청하지 않으셨다면 이 메일을 무시하세요. 주소는 바뀌지 않습니다.',
    },
    passwordChanged: {
      subject: '비밀번호가 변경되었습니다',
      intro: 'Nova 계정의 비밀번호가 방금 변경되었고, 다른 모든 세션에서 로그아웃되었습니다.',
      notYou: '본인이 아니라면 즉시 고객 지원에 문의하세요.',
    },
  },
  zh: {
    greeting: '{username}，您好：',
    linkHint: '如果按钮无法使用，请将此地址复制到浏览器中：',
    signature: 'Nova Mystery Vault 团队',
    verify: {
      subject: '请确认您的电子邮件地址',
      intro: '请确认 {email} 是您的邮箱地址。该链接仅可使用一次，有效期 24 小时。',
      button: '确认我的邮箱',
      ignore: '如果您没有创建 Nova 账户，请忽略此邮件。',
    },
    newEmail: {
      subject: '请确认您的新电子邮件地址',
      intro: '您申请将 Nova 账户的邮箱更改为 {email}。请通过下方链接确认；该链接仅可使用一次，有效期 24 小时。',
      button: '确认新地址',
      ignore: '如果这不是您本人的操作，请忽略此邮件，您的地址不会改变。',
    },
    passwordChanged: {
      subject: '您的密码已更改',
      intro: '您的 Nova 账户密码刚刚被更改，其他所有会话均已退出登录。',
      notYou: '如果这不是您本人的操作，请立即联系客服。',
    },
  },
  ar: {
    greeting: 'مرحبًا {username}،',
    linkHint: 'إذا لم يعمل الزر، انسخ هذا العنوان في متصفحك:',
    signature: 'فريق Nova Mystery Vault',
    verify: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      intro: 'يُرجى تأكيد أن {email} هو عنوانك. يعمل الرابط مرة واحدة فقط خلال 24 ساعة.',
      button: 'تأكيد بريدي الإلكتروني',
      ignore: 'إذا لم تنشئ حسابًا في Nova، يمكنك تجاهل هذه الرسالة.',
    },
    newEmail: {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
      intro: 'طلبت تغيير البريد الإلكتروني لحسابك في Nova إلى {email}. أكّده عبر الرابط أدناه؛ يعمل مرة واحدة فقط خلال 24 ساعة.',
      button: 'تأكيد العنوان الجديد',
      ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: سيبقى عنوانك كما هو.',
    },
    passwordChanged: {
      subject: 'تم تغيير كلمة المرور',
      intro: 'تم للتو تغيير كلمة مرور حسابك في Nova، وتم تسجيل الخروج من جميع الجلسات الأخرى.',
      notYou: 'إذا لم تكن أنت من قام بذلك، فتواصل مع الدعم فورًا.',
    },
  },
  hi: {
    greeting: 'नमस्ते {username},',
    linkHint: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
    signature: 'Nova Mystery Vault टीम',
    verify: {
      subject: 'अपना ईमेल पता पुष्टि करें',
      intro: 'कृपया पुष्टि करें कि {email} आपका पता है। यह लिंक 24 घंटे तक केवल एक बार काम करता है।',
      button: 'मेरा ईमेल पुष्टि करें',
      ignore: 'अगर आपने Nova खाता नहीं बनाया है, तो इस संदेश को अनदेखा करें।',
    },
    newEmail: {
      subject: 'अपना नया ईमेल पता पुष्टि करें',
      intro: 'आपने अपने Nova खाते का ईमेल पता {email} में बदलने का अनुरोध किया है। नीचे दिए लिंक से इसकी पुष्टि करें; यह 24 घंटे तक केवल एक बार काम करता है।',
      button: 'नया पता पुष्टि करें',
      ignore: 'अगर यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा करें: आपका पता नहीं बदलेगा।',
    },
    passwordChanged: {
      subject: 'आपका पासवर्ड बदल दिया गया है',
      intro: 'आपके Nova खाते का पासवर्ड अभी बदला गया है और बाकी सभी सत्रों से साइन आउट कर दिया गया है।',
      notYou: 'अगर यह आप नहीं थे, तो तुरंत सहायता टीम से संपर्क करें।',
    },
  },
};
